import { notifications } from '@mantine/notifications';
import { ErrorCode, shellMessages, translateShellMessage } from '@storyloom/domain';
import { i18n } from '../i18n/instance';
import { ApiError } from './api-error';
import { clientLanguage } from './language';

/** A text of the "api" namespace once the texts are loaded, else the English fallback. */
function apiText(key: 'network' | 'timeout' | 'offlineTitle', fallback: string): string {
  const fullKey = `api.${key}`;
  return i18n.isInitialized && i18n.exists(fullKey) ? i18n.t(fullKey) : fallback;
}

/** No answer from the server at all (fetch failed or timed out). */
export function isConnectionFailure(err: unknown): err is ApiError {
  return err instanceof ApiError && err.code === ErrorCode.SERVER_ERROR && err.status === 0;
}

/**
 * The text a screen shows for a failed call: the server's message (already in the reader's
 * language); for a failure without any answer, a friendly translated text instead of the
 * browser's technical one; "server error" when there is nothing else.
 */
export function apiErrorMessage(err: unknown): string {
  if (isConnectionFailure(err)) {
    return err.message.startsWith('timeout of ')
      ? apiText('timeout', 'The server took too long to answer. Please try again.')
      : apiText('network', 'Storyloom could not be reached. Check your connection and try again.');
  }
  if (err instanceof Error && err.message) return err.message;
  return translateShellMessage('serverError', clientLanguage());
}

/**
 * SPEC §8 error toast (Mantine notifications, red, top-right as the shell places them) with the
 * failure's message. The expired session has its own dialog, so that failure shows no toast.
 */
export function showApiError(err: unknown): void {
  if (
    err instanceof ApiError &&
    (err.code === ErrorCode.SESSION_EXPIRED || err.msg === shellMessages.en.sessionExpired)
  ) {
    return;
  }
  notifications.show({
    color: 'red',
    title: isConnectionFailure(err) ? apiText('offlineTitle', 'Connection problem') : undefined,
    message: apiErrorMessage(err),
    withBorder: true,
  });
}

/** SPEC §8 success toast (green), for confirmations such as "Joined successfully!". */
export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, withBorder: true });
}
