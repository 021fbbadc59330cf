import { ErrorCode, uploadLimits } from '@storyloom/domain';
import { AppError } from '../../http/errors';
import { ImageRejected, type ImageRejection } from '../../platform/images/index';

const maxMb = Math.round(uploadLimits.maxBytes / (1024 * 1024));
const maxMegapixels = Math.round(uploadLimits.maxPixels / 1_000_000);

export const uploadErrors = {
  imageType: () => new AppError(ErrorCode.IMAGE_TYPE_UNSUPPORTED, 'imageTypeUnsupported'),
  imageTooLarge: () =>
    new AppError(
      ErrorCode.IMAGE_TOO_LARGE,
      'imageTooLarge',
      { maxMb },
      { maxBytes: uploadLimits.maxBytes },
    ),
  imageTooManyPixels: () =>
    new AppError(
      ErrorCode.IMAGE_TOO_MANY_PIXELS,
      'imageTooManyPixels',
      { maxMegapixels },
      { maxPixels: uploadLimits.maxPixels },
    ),
  imageUnreadable: () => new AppError(ErrorCode.IMAGE_UNREADABLE, 'imageUnreadable'),
  linkInvalid: () => new AppError(ErrorCode.UPLOAD_LINK_INVALID, 'uploadLinkInvalid'),
  uploadNotFound: () => new AppError(ErrorCode.UPLOAD_NOT_FOUND, 'uploadNotFound'),
};

const byReason: Record<ImageRejection, () => AppError> = {
  empty: uploadErrors.imageUnreadable,
  type: uploadErrors.imageType,
  tooLarge: uploadErrors.imageTooLarge,
  tooManyPixels: uploadErrors.imageTooManyPixels,
  unreadable: uploadErrors.imageUnreadable,
};

/** The pipeline's refusal as the envelope error the client shows. */
export function imageError(err: unknown): unknown {
  return err instanceof ImageRejected ? byReason[err.reason]() : err;
}
