/**
 * The account forms' zod schemas, built on the domain validators (SPEC §5) so the web and the
 * server judge a value alike. Messages are domain message keys or "account." i18n keys; the
 * screens turn them into text with `messageText`.
 */
import {
  AccountType,
  ageOn,
  normalizeTotpCode,
  parentConsentAge,
  signUpAccountChoices,
  signUpProblems,
  validateBirthday,
  validateCountry,
  validateDisplayName,
  validateEmail,
  validateNewPassword,
  validatePasswordsMatch,
} from '@storyloom/domain';
import { z } from 'zod';

const required = 'account.errors.required';

const requiredText = (max: number) => z.string().trim().min(1, required).max(max, required);

/** A string field judged by a domain validator returning a message key. */
function checked(check: (value: string) => string | null) {
  return z.string().superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const emailField = checked((value) => (value.trim() ? validateEmail(value) : required));

export const signInSchema = z.object({
  login: requiredText(254),
  password: z.string().min(1, required).max(1024, required),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const totpSchema = z.object({
  code: checked((value) => (normalizeTotpCode(value) ? null : 'totpRequired')),
});
export type TotpValues = z.infer<typeof totpSchema>;

export const emailSchema = z.object({ email: emailField });
export type EmailValues = z.infer<typeof emailSchema>;

/** Under 13 (and not a class student): a parent's email is needed for consent. */
export function needsParentEmail(birthday: string, nowMs: number, accountType?: number): boolean {
  if (accountType === AccountType.CLASS_STUDENT) return false;
  if (validateBirthday(birthday, nowMs)) return false;
  const age = ageOn(birthday, nowMs);
  return age !== null && age < parentConsentAge;
}

export function signUpSchema(nowMs: () => number) {
  return z
    .object({
      accountChoice: z.enum(signUpAccountChoices),
      userName: z.string(),
      email: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      birthday: z.string(),
      parentEmail: z.string(),
      invitationCode: z.string().max(40),
    })
    .superRefine((form, ctx) => {
      const problems = signUpProblems(
        {
          userName: form.userName,
          email: form.email,
          password: form.password,
          confirmPassword: form.confirmPassword,
          birthday: form.birthday,
          accountChoice: form.accountChoice,
          ...(form.parentEmail.trim() ? { parentEmail: form.parentEmail.trim() } : {}),
        },
        nowMs(),
      );
      for (const problem of problems) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    });
}
export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

const newPasswordShape = {
  password: checked(validateNewPassword),
  confirmPassword: z.string(),
};

function matchingPasswords(
  form: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  const problem = validatePasswordsMatch(form.password, form.confirmPassword);
  if (problem) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problem });
}

export const newPasswordSchema = z.object(newPasswordShape).superRefine(matchingPasswords);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const changePasswordSchema = z
  .object({ oldPassword: z.string().max(1024), ...newPasswordShape })
  .superRefine(matchingPasswords);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** /complete-info: a valid birthday, and a parent's email when the writer is under 13. */
export function completeInfoSchema(nowMs: () => number, accountType: number) {
  return z.object({ birthday: z.string(), parentEmail: z.string() }).superRefine((form, ctx) => {
    const problem = validateBirthday(form.birthday, nowMs());
    if (problem) ctx.addIssue({ code: 'custom', path: ['birthday'], message: problem });
    if (!problem && needsParentEmail(form.birthday, nowMs(), accountType)) {
      const email = form.parentEmail.trim();
      const emailProblem = email ? validateEmail(email) : 'parentEmailNeeded';
      if (emailProblem) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: emailProblem });
      }
    }
  });
}
export type CompleteInfoValues = z.infer<ReturnType<typeof completeInfoSchema>>;

/** The /account general tab. The parent's email is asked only when a new birthday needs it. */
export function generalSchema(
  nowMs: () => number,
  parentEmailNeeded: (birthday: string) => boolean,
) {
  return z
    .object({
      name: checked((value) => validateDisplayName(value.trim())),
      country: checked(validateCountry),
      birthday: z.string(),
      language: z.enum(['zh', 'en', 'es']),
      theme: z.string(),
      parentEmail: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.birthday) {
        const problem = validateBirthday(form.birthday, nowMs());
        if (problem) ctx.addIssue({ code: 'custom', path: ['birthday'], message: problem });
      }
      if (form.birthday && parentEmailNeeded(form.birthday)) {
        const email = form.parentEmail.trim();
        const problem = email ? validateEmail(email) : 'parentEmailNeeded';
        if (problem) ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: problem });
      }
    });
}
export type GeneralValues = z.infer<ReturnType<typeof generalSchema>>;

export const changeEmailSchema = z.object({
  email: emailField,
  password: z.string().max(1024),
});
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({
  password: z.string().min(1, required).max(1024, required),
});
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

export const totpDisableSchema = z.object({
  password: z.string().min(1, required).max(1024, required),
  code: checked((value) => (normalizeTotpCode(value) ? null : 'totpRequired')),
});
export type TotpDisableValues = z.infer<typeof totpDisableSchema>;
