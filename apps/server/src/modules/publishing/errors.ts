import { ErrorCode, type MessageKey, type StoryState } from '@storyloom/domain';
import { AppError } from '../../http/errors';

/** The publishing module's refusals (codes in docs/api.md, "Publishing"). */
export const publishingErrors = {
  needsTicket: (balances: { crowns: number; tickets: number }) =>
    new AppError(
      ErrorCode.NOT_ENOUGH_TICKETS,
      'publishNeedsTicket',
      {},
      {
        Ticket: balances.tickets,
        Crown: balances.crowns,
        HowToGetTicket: { Membership: '/become-member', Redeem: '/yourstuff-ticket' },
      },
    ),
  parentConsent: () => new AppError(ErrorCode.PARENT_CONSENT_NEEDED, 'parentConsentNeeded'),
  /** Submit from a state it does not start from (SPEC §4). */
  wrongState: (state: StoryState) => {
    const key: MessageKey =
      state === 'under_review'
        ? 'alreadyInReview'
        : state === 'published'
          ? 'alreadyPublished'
          : state === 'submitted_to_teacher'
            ? 'publishWithTeacher'
            : 'moveNotAllowed';
    const code =
      state === 'under_review' ? ErrorCode.ALREADY_IN_REVIEW : ErrorCode.PUBLISH_WRONG_STATE;
    return new AppError(code, key, {}, { State: state });
  },
  notUnderReview: (state: StoryState) =>
    new AppError(ErrorCode.PUBLISH_WRONG_STATE, 'notUnderReview', {}, { State: state }),
  notPublished: (state: StoryState) =>
    new AppError(ErrorCode.PUBLISH_WRONG_STATE, 'notPublishedYet', {}, { State: state }),
  notInClass: () => new AppError(ErrorCode.NOT_IN_CLASS, 'notInClass'),
  claimedByOther: (by: string, expiresAt: number) =>
    new AppError(
      ErrorCode.CLAIMED_BY_OTHER,
      'claimedByOther',
      {},
      { ClaimedBy: by, ExpiresAt: new Date(expiresAt).toISOString() },
    ),
  alreadyDecided: () => new AppError(ErrorCode.ALREADY_DECIDED, 'alreadyDecided'),
  reportOwnBook: () => new AppError(ErrorCode.REPORT_OWN_BOOK, 'reportOwnBook'),
  noteNeeded: (path: string) =>
    new AppError(
      ErrorCode.BAD_INPUT,
      'moderationNoteNeeded',
      {},
      { fields: [{ path, message: 'moderationNoteNeeded' }] },
    ),
};
