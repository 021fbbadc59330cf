import type { AreaScreens } from '../area';
import { AccountSettingsPage } from './AccountSettingsPage';
import { AvatarPage } from './AvatarPage';
import { CancelEmailPage } from './CancelEmailPage';
import { CompleteInfoPage } from './CompleteInfoPage';
import { DeleteAccountPage } from './DeleteAccountPage';
import { EmailActivePage } from './EmailActivePage';
import { InvitePage } from './InvitePage';
import {
  ChangePasswordPage,
  ForgotMailSentPage,
  ForgotPasswordPage,
  ResetPasswordPage,
} from './PasswordPages';
import { ReactivatePage } from './ReactivatePage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

/** SPEC §2 "Account" screens. */
export const screens: AreaScreens = {
  signin: SignInPage,
  signup: SignUpPage,
  account: () => <AccountSettingsPage tab="general" />,
  'account-email-notification': () => <AccountSettingsPage tab="notifications" />,
  'account-orders': () => <AccountSettingsPage tab="orders" />,
  'account-avatar': AvatarPage,
  'account-change-password': ChangePasswordPage,
  'account-delete': DeleteAccountPage,
  'complete-info': CompleteInfoPage,
  'email-active': EmailActivePage,
  'forgot-password': ForgotPasswordPage,
  'forgot-mail-send-done': ForgotMailSentPage,
  'forgot-new-password': ResetPasswordPage,
  'reset-password': ResetPasswordPage,
  reactivate: ReactivatePage,
  invite: InvitePage,
  'cancel-email-notification': CancelEmailPage,
};
