/**
 * The account calls the account screens make (SPEC §7 User calls, plus the paths the server
 * chose where SPEC names none: SignIn, TOTP, parent consent, email notification settings).
 * Bodies are form-encoded like the rest of /api/User; the invitation check is JSON (SPEC §7).
 */
import type { EmailNotificationKind, UserInfoResult } from '@storyloom/domain';
import { api } from '../../api/client';

export const accountPaths = {
  signIn: '/api/User/SignIn',
  unlockSignIn: '/api/User/UnlockSignIn',
  signUp: '/api/User/SignUp',
  checkUserName: '/api/User/CheckUserNameExist',
  checkEmail: '/api/User/CheckEmailExist',
  resendWhenSignUp: '/api/User/ResendActiveEmailWhenSignUp',
  resendActive: '/api/User/ResendActiveEmail',
  activeInfo: '/api/User/GetActiveInfo',
  activeEmail: '/api/User/ActiveEmail',
  forgotPassword: '/api/User/ForgotPassword',
  forgotInfo: '/api/User/GetForgotInfo',
  generateNewPwd: '/api/User/GenerateNewPwd',
  changePwd: '/api/User/ChangePwd',
  completeInfo: '/api/User/CompeleteInfo',
  updateInfo: '/api/User/UpdateInfo',
  changeTheme: '/api/User/ChangeTheme',
  changeEmail: '/api/User/ChangeEmail',
  updateAvatar: '/api/User/UpdateAvatar',
  deleteAccount: '/api/User/DeleteAccount',
  googleSignUp: '/api/User/GoogleSignUp',
  totpSetup: '/api/User/TotpSetup',
  totpConfirm: '/api/User/TotpConfirm',
  totpDisable: '/api/User/TotpDisable',
  inviteTypeName: '/api/User/GetInviteTypeName',
  invitationCode: '/api/v1/user/invitation_code',
  invitationCheck: '/api/v1/user/invitation_code/check',
  consentInfo: '/api/User/GetParentConsentInfo',
  birthdayChangeInfo: '/api/User/GetBirthdayChangeInfo',
  answerBirthdayChange: '/api/User/AnswerBirthdayChange',
  confirmConsent: '/api/User/ConfirmParentConsent',
  withdrawConsent: '/api/User/WithdrawParentConsent',
  resendConsent: '/api/User/ResendParentConsentEmail',
  emailSettings: '/api/EmailNotification/GetEmailNotification',
  updateEmailSetting: '/api/EmailNotification/UpdateEmailNotification',
  cancelEmailNotification: '/api/EmailNotification/CancelEmailNotification',
} as const;

/** Sign-up account choice codes: 4 reader/writer, 2 teacher, 0 parent. */
export const accountChoiceCode = { writer: 4, teacher: 2, parent: 0 } as const;

export interface ExistResult {
  Exist: boolean;
}

export interface ActiveInfo {
  Kind: 'activation' | 'email_change';
  UserName: string;
  Email: string;
  IsActive: number;
}

export interface ActivationDone {
  Kind: 'activation' | 'email_change';
  UserName: string;
  IsActive: number;
}

export type ConsentState = 'not_needed' | 'pending' | 'given' | 'withdrawn';

export interface ConsentInfo {
  ChildUserName: string;
  State: ConsentState;
}

/** A birthday change a parent's emailed link is about (decision 021). */
export interface BirthdayChangeInfo {
  ChildUserName: string;
  OldBirthday: string | null;
  NewBirthday: string;
  State: 'pending' | 'confirmed' | 'refused' | 'replaced' | 'applied';
}

export interface EmailSetting {
  Kind: EmailNotificationKind;
  Enabled: boolean;
}

export interface InvitationCheck {
  valid: boolean;
  inviterName: string;
}

export interface InviteTypeName {
  TypeName: string;
  InviterName: string;
}

export interface OwnInvitation {
  code: string;
  link: string;
}

export interface TotpSecret {
  Secret: string;
  Uri: string;
}

export interface CancelEmailResult {
  UserName: string;
  Kinds: EmailNotificationKind[];
}

export const accountApi = {
  signIn: (body: { UserName: string; Password: string; TotpCode?: string }) =>
    api.post<UserInfoResult>(accountPaths.signIn, body),
  /** The link of the "someone is trying to sign in" email: ends the sign-in waits. */
  unlockSignIn: (Token: string) =>
    api.post<{ Unlocked: boolean }>(accountPaths.unlockSignIn, { Token }, { silent: true }),
  signUp: (body: {
    UserName: string;
    Email: string;
    Password: string;
    ConfirmPassword: string;
    Birthday: string;
    AccountType: number;
    InvitationCode?: string;
    ParentEmail?: string;
  }) => api.post<UserInfoResult>(accountPaths.signUp, body),
  checkUserName: (UserName: string, signal?: AbortSignal) =>
    api.post<ExistResult>(accountPaths.checkUserName, { UserName }, signal ? { signal } : {}),
  checkEmail: (Email: string, signal?: AbortSignal) =>
    api.post<ExistResult>(accountPaths.checkEmail, { Email }, signal ? { signal } : {}),
  resendWhenSignUp: (Email: string) => api.post<null>(accountPaths.resendWhenSignUp, { Email }),
  resendActive: () => api.post<null>(accountPaths.resendActive),
  activeInfo: (Token: string) => api.post<ActiveInfo>(accountPaths.activeInfo, { Token }),
  activeEmail: (Token: string) => api.post<ActivationDone>(accountPaths.activeEmail, { Token }),
  forgotPassword: (Email: string) => api.post<null>(accountPaths.forgotPassword, { Email }),
  forgotInfo: (Token: string) => api.post<{ UserName: string }>(accountPaths.forgotInfo, { Token }),
  generateNewPwd: (body: { Token: string; Password: string; ConfirmPassword: string }) =>
    api.post<null>(accountPaths.generateNewPwd, body),
  changePwd: (body: { OldPassword: string; Password: string; ConfirmPassword: string }) =>
    api.post<null>(accountPaths.changePwd, body),
  completeInfo: (body: { Birthday: string; ParentEmail?: string }) =>
    api.post<UserInfoResult>(accountPaths.completeInfo, body),
  updateInfo: (body: {
    Name?: string;
    Country?: string;
    Birthday?: string;
    Language?: string;
    ParentEmail?: string;
  }) => api.post<UserInfoResult>(accountPaths.updateInfo, body),
  changeTheme: (Theme: string) => api.post<null>(accountPaths.changeTheme, { Theme }),
  changeEmail: (body: { Email: string; Password: string }) =>
    api.post<null>(accountPaths.changeEmail, body),
  chooseAvatar: (Avatar: string) => api.post<UserInfoResult>(accountPaths.updateAvatar, { Avatar }),
  uploadAvatar: (file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    return api.post<UserInfoResult>(accountPaths.updateAvatar, form);
  },
  deleteAccount: (body: { Password?: string; UserName?: string }) =>
    api.post<null>(accountPaths.deleteAccount, body),
  googleSignUp: (body: {
    Credential: string;
    Mode: 'signin' | 'signup';
    AccountType?: number;
    Birthday?: string;
    InvitationCode?: string;
    ParentEmail?: string;
    TotpCode?: string;
  }) => api.post<UserInfoResult & { created: boolean }>(accountPaths.googleSignUp, body),
  totpSetup: () => api.post<TotpSecret>(accountPaths.totpSetup),
  totpConfirm: (Code: string) => api.post<null>(accountPaths.totpConfirm, { Code }),
  totpDisable: (body: { Password: string; Code: string }) =>
    api.post<null>(accountPaths.totpDisable, body),
  inviteTypeName: (Code: string) => api.post<InviteTypeName>(accountPaths.inviteTypeName, { Code }),
  ownInvitation: () => api.get<OwnInvitation>(accountPaths.invitationCode),
  checkInvitation: (code: string) =>
    api.post<InvitationCheck>(accountPaths.invitationCheck, { code }, { json: true }),
  consentInfo: (Token: string) => api.post<ConsentInfo>(accountPaths.consentInfo, { Token }),
  confirmConsent: (Token: string) => api.post<ConsentInfo>(accountPaths.confirmConsent, { Token }),
  withdrawConsent: (Token: string) =>
    api.post<ConsentInfo>(accountPaths.withdrawConsent, { Token }),
  birthdayChangeInfo: (Token: string) =>
    api.post<BirthdayChangeInfo>(accountPaths.birthdayChangeInfo, { Token }),
  answerBirthdayChange: (Token: string, accept: boolean) =>
    api.post<{ ChildUserName: string; State: 'confirmed' | 'refused' }>(
      accountPaths.answerBirthdayChange,
      { Token, Accept: accept ? 'true' : 'false' },
    ),
  resendConsent: (ParentEmail?: string) =>
    api.post<null>(accountPaths.resendConsent, ParentEmail ? { ParentEmail } : {}),
  emailSettings: () => api.post<{ Settings: EmailSetting[] }>(accountPaths.emailSettings),
  updateEmailSetting: (Kind: EmailNotificationKind, Enabled: boolean) =>
    api.post<{ Settings: EmailSetting[] }>(accountPaths.updateEmailSetting, {
      Kind,
      Enabled: Enabled ? 'true' : 'false',
    }),
  cancelEmailNotification: (body: { UserName: string; Token: string; Kind: string }) =>
    api.post<CancelEmailResult>(accountPaths.cancelEmailNotification, body),
};
