import {
  type Envelope,
  ErrorCode,
  type InterfaceLanguage,
  Message,
  type MessageKey,
  translateMessage,
} from '@storyloom/domain';

/** The SPEC §8 success envelope. */
export function ok<T>(result: T): Envelope<T> {
  return { code: ErrorCode.OK, msg: '', message: '', result };
}

/** The SPEC §8 error envelope, with the message in the reader's language. */
export function failure(
  code: number,
  key: MessageKey,
  language: InterfaceLanguage,
  params: Record<string, string | number> = {},
  result: unknown = null,
): Envelope {
  const english = Message[key].replace(/\{(\w+)\}/g, (w, n: string) =>
    n in params ? String(params[n]) : w,
  );
  return { code, msg: english, message: translateMessage(key, language, params), result };
}
