import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

export const artistErrors = {
  artistOnly: () => new AppError(ErrorCode.ARTIST_ONLY, 'artistOnly'),
  artSetEmpty: () => new AppError(ErrorCode.ART_SET_EMPTY, 'artSetEmpty'),
};
