import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

/**
 * Why an offer is refused (COMIC_TRANSFER_REFUSED, `result.Reason`): `not_allowed` when the two
 * accounts may not share privately (not two adults, and no family plan or class joins them; an
 * unknown username answers the same, so the refusal tells nothing about a child), `screen` when
 * the comic's pre-screen flags something a moderator must see first.
 */
export type TransferRefusal = 'self' | 'state' | 'pending' | 'closed' | 'not_allowed' | 'screen';

const transferMessages = {
  self: 'comicTransferSelf',
  state: 'comicTransferState',
  pending: 'comicTransferPending',
  closed: 'comicTransferClosed',
  not_allowed: 'comicTransferNotAllowed',
  screen: 'comicTransferScreen',
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
