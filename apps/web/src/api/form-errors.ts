import { isMessageKey, Message, type MessageKey, translateMessage } from '@storyloom/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { currentLanguage } from '../i18n';
import type { TFunction } from '../i18n/react';
import { ApiError, apiErrorMessage } from './client';

/**
 * Field messages in the account forms are one of: a domain message key (SPEC §5 texts and the
 * account texts, translated by `translateMessage`), an i18n key of the "account" namespace, or a
 * text already in the reader's language (the server's translated message).
 */
export function messageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (isMessageKey(message)) return translateMessage(message, currentLanguage());
  if (message.startsWith('account.')) return t(message);
  return message;
}

const keyByEnglish = new Map<string, MessageKey>(
  (Object.entries(Message) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The message key of an English SPEC text (the server names field problems in English). */
export function messageKeyOf(english: string): MessageKey | null {
  return keyByEnglish.get(english) ?? null;
}

interface ServerField {
  path: string;
  message: string;
}

/** The field problems an envelope error carries in `result.fields`. */
export function serverFields(err: unknown): ServerField[] {
  if (!(err instanceof ApiError)) return [];
  const result = err.result as { fields?: unknown } | null;
  if (!result || !Array.isArray(result.fields)) return [];
  return result.fields.filter(
    (f): f is ServerField =>
      typeof f === 'object' &&
      f !== null &&
      typeof (f as ServerField).path === 'string' &&
      typeof (f as ServerField).message === 'string',
  );
}

/**
 * Puts the server's field problems under the form's fields (`fieldMap`: server field name ->
 * form field). Returns true when at least one field got its message; otherwise the caller shows
 * the error above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): boolean {
  let placed = false;
  for (const field of serverFields(err)) {
    const name = fieldMap[field.path];
    if (!name) continue;
    const key = messageKeyOf(field.message);
    setError(name, { type: 'server', message: key ?? field.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The text to show above a form for a failed call (already in the reader's language). */
export function formErrorText(err: unknown): string {
  return apiErrorMessage(err);
}

/** A safe place to go after signing in: a same-site path, never another site. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
