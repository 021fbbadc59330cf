import { isInterfaceLanguage } from '@storyloom/domain';
import type { SessionUser } from '../../http/session';
import type { findSessionWithUser } from './queries';

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/** The signed-in user a live session's row names, as every route reads it (http/session.ts). */
export function presentSessionUser(row: SessionRow, sessionId: string): SessionUser {
  return {
    id: row.user_id,
    openId: row.open_id,
    username: row.username,
    accountType: row.account_type,
    staffRole: row.staff_role,
    isActive: row.is_active,
    isParent: row.is_parent === 1,
    language: isInterfaceLanguage(row.language) ? row.language : 'en',
    parentConsent: row.parent_consent,
    sessionId,
    secondFactor: row.second_factor === 1,
  };
}
