import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

export const ledgerErrors = {
  /** SPEC §8: "Sorry, you have exceeded the limit of redeem tickets this month". */
  redeemLimit: () => new AppError(ErrorCode.REDEEM_LIMIT, 'redeemLimit'),
  notEnoughCrowns: (needed: number, balance: number) =>
    new AppError(
      ErrorCode.NOT_ENOUGH_CROWNS,
      'notEnoughCrowns',
      {},
      { Needed: needed, Crown: balance },
    ),
  notEnoughTickets: () => new AppError(ErrorCode.NOT_ENOUGH_TICKETS, 'notEnoughTickets'),
};
