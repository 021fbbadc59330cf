import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

/** The art shop's refusals (codes in docs/api.md, "Art shop"). */
export const shopErrors = {
  onHoliday: () => new AppError(ErrorCode.SHOP_ON_HOLIDAY, 'shopOnHoliday'),
  notForSale: () => new AppError(ErrorCode.NOT_FOR_SALE, 'notForSale'),
  licenceForbidsSale: () => new AppError(ErrorCode.LICENCE_FORBIDS_SALE, 'licenceForbidsSale'),
  adultBuyersOnly: () => new AppError(ErrorCode.ADULT_BUYERS_ONLY, 'adultBuyersOnly'),
  payoutOverBalance: (balanceCents: number) =>
    new AppError(
      ErrorCode.PAYOUT_OVER_BALANCE,
      'payoutOverBalance',
      {},
      { BalanceCents: balanceCents },
    ),
};
