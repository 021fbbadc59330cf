import { type MessageKey, passwordLength, validateNewPassword } from '@storyloom/domain';
import { isCommonPassword } from './common';

export { commonPasswordCount, isCommonPassword } from './common';
export { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './hashing';

/** Why a new password is refused (length, or on the common/breached list), or null. */
export function newPasswordProblem(password: string): MessageKey | null {
  return validateNewPassword(password) ?? (isCommonPassword(password) ? 'passwordTooCommon' : null);
}

/**
 * PRODUCT.md PasswordInsecure: shorter than 8 characters or on the common list. Decided when a
 * password is set (the only time the server sees it in clear) and stored as a flag.
 */
export function isInsecurePassword(password: string): boolean {
  return passwordLength(password) < 8 || isCommonPassword(password);
}
