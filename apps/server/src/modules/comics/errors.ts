import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

export type TransferRefusal = 'self' | 'state' | 'pending' | 'closed';

const transferMessages = {
  self: 'comicTransferSelf',
  state: 'comicTransferState',
  pending: 'comicTransferPending',
  closed: 'comicTransferClosed',
} as const;

/** The comics module's refusals (docs/api.md, "Comics"). */
export const comicErrors = {
  notAComic: () => new AppError(ErrorCode.NOT_A_COMIC, 'notAComic'),
  transfer: (reason: TransferRefusal) =>
    new AppError(
      ErrorCode.COMIC_TRANSFER_REFUSED,
      transferMessages[reason],
      {},
      { Reason: reason },
    ),
};
