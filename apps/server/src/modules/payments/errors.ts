import { ErrorCode as BaseCode, PaymentErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

const ErrorCode = { ...BaseCode, ...PaymentErrorCode };

/** The payments module's refusals (codes in docs/api.md, "Payments"; texts SPEC §5 and §8). */
export const payErrors = {
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 'pageNotFound'),
  totalAboveZero: () => new AppError(ErrorCode.TOTAL_NOT_ABOVE_ZERO, 'totalAboveZero'),
  couponPriceAboveZero: () => new AppError(ErrorCode.TOTAL_NOT_ABOVE_ZERO, 'couponTotalAboveZero'),
  couponInvalid: () => new AppError(ErrorCode.COUPON_INVALID, 'couponInvalid'),
  couponMonthly: () => new AppError(ErrorCode.COUPON_INVALID, 'couponNotForMonthly'),
  methodUnsupported: () =>
    new AppError(ErrorCode.PAY_METHOD_UNSUPPORTED, 'paymentMethodUnsupported'),
  /** SPEC §5: the purchase-order form needs full name and school name. */
  purchaseOrderForm: () =>
    new AppError(
      ErrorCode.BAD_INPUT,
      'badInput',
      {},
      {
        fields: [
          { path: 'fullName', message: 'required' },
          { path: 'schoolName', message: 'required' },
        ],
      },
    ),
  notPayable: () => new AppError(ErrorCode.CONFLICT, 'conflict'),
  pending: () => new AppError(ErrorCode.PAY_PENDING, 'payPending'),
  failed: () => new AppError(ErrorCode.PAY_FAILED, 'payFailed'),
};
