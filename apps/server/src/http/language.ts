import {
  type InterfaceLanguage,
  isInterfaceLanguage,
  languageFromAcceptHeader,
} from '@storyloom/domain';
import type { FastifyRequest } from 'fastify';

export const languageCookie = 'sl_lang';

/** The reader's language: the stored choice (cookie), else the browser's Accept-Language. */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  const stored = request.cookies?.[languageCookie];
  if (isInterfaceLanguage(stored)) return stored;
  return languageFromAcceptHeader(request.headers['accept-language']);
}
