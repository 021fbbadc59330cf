import {
  accountThemes,
  builtInAvatars,
  emailNotificationKinds,
  interfaceLanguages,
} from '@storyloom/domain';
import { z } from 'zod';

/**
 * Request shapes of the account calls. Most SPEC §7 User calls are form-encoded, so every value
 * may arrive as a string: numbers and flags are accepted both ways. Lengths are capped here;
 * the SPEC §5 rules (with their texts) run in the services.
 */
export const text = (max: number) => z.string().max(max);
export const required = (max: number) => z.string().trim().min(1).max(max);
/** Passwords are never trimmed or truncated; anything over 1024 is refused outright. */
export const password = z.string().min(1).max(1024);
export const token = z.string().trim().min(1).max(200);

export const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Sign-up account choice: 4 reader/writer, 2 teacher, 0 parent. */
export const accountChoice = z
  .union([z.enum(['0', '2', '4']), z.literal(0), z.literal(2), z.literal(4)])
  .transform((v) => Number(v) as 0 | 2 | 4);

export const userNameBody = z.object({ UserName: required(100) });
export const emailBody = z.object({ Email: required(320) });
export const tokenBody = z.object({ Token: token });
export const answerBirthdayBody = z.object({ Token: token, Accept: flag });
export const decideBirthdayBody = z.object({
  ChangeId: z.string().trim().min(1).max(64),
  Accept: flag,
});

export const signUpBody = z.object({
  UserName: required(100),
  Email: required(320),
  Password: password,
  ConfirmPassword: z.string().max(1024),
  Birthday: text(20).default(''),
  AccountType: accountChoice,
  InvitationCode: text(40).optional(),
  ParentEmail: text(320).optional(),
});

export const newPasswordBody = z.object({
  Token: token,
  Password: password,
  ConfirmPassword: z.string().max(1024),
});

export const changePasswordBody = z.object({
  OldPassword: z.string().max(1024).default(''),
  Password: password,
  ConfirmPassword: z.string().max(1024),
});

export const completeInfoBody = z.object({
  Birthday: required(20),
  ParentEmail: text(320).optional(),
});

export const updateInfoBody = z.object({
  Name: text(200).optional(),
  Country: text(10).optional(),
  Birthday: text(20).optional(),
  Language: z.enum(interfaceLanguages).optional(),
  ParentEmail: text(320).optional(),
});

export const themeBody = z.object({ Theme: z.enum(accountThemes) });

export const changeEmailBody = z.object({
  Email: required(320),
  Password: z.string().max(1024).default(''),
});

export const builtInAvatarBody = z.object({ Avatar: z.enum(builtInAvatars) });

export const deleteAccountBody = z.object({
  Password: z.string().max(1024).optional(),
  UserName: text(100).optional(),
});

export const googleBody = z.object({
  Credential: z.string().trim().min(1).max(8192),
  Mode: z.enum(['signin', 'signup']).default('signin'),
  UserName: text(100).optional(),
  Birthday: text(20).optional(),
  AccountType: accountChoice.default(4),
  InvitationCode: text(40).optional(),
  ParentEmail: text(320).optional(),
  TotpCode: text(16).optional(),
});

export const totpCodeBody = z.object({ Code: required(16) });
export const totpDisableBody = z.object({ Password: password, Code: required(16) });

export const resendConsentBody = z.object({ ParentEmail: text(320).optional() });

export const emailSettingBody = z.object({
  Kind: z.enum(emailNotificationKinds),
  Enabled: flag,
});

export const cancelEmailBody = z.object({
  UserName: required(100),
  Token: token,
  Kind: text(20).default('all'),
});
