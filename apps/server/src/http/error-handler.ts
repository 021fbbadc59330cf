import { ErrorCode, httpStatusFor, type MessageKey } from '@storyloom/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isRetryableDatabaseError, isUnstorableValue } from '../db/dialect';
import { failure } from './envelope';
import { AppError } from './errors';
import { requestLanguage } from './language';

interface FieldProblem {
  path: string;
  message: string;
}

function validationFields(err: FastifyError): FieldProblem[] {
  if (hasZodFastifySchemaValidationErrors(err)) {
    return err.validation.map((v) => ({
      path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)]
        .filter(Boolean)
        .join('.'),
      message: v.message ?? 'invalid',
    }));
  }
  return (err.validation ?? []).map((v) => ({
    path: String(v.instancePath ?? ''),
    message: v.message ?? 'invalid',
  }));
}

/** Framework and library errors that are the client's fault, by their code. */
const clientErrorCodes: Record<string, { code: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { code: ErrorCode.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge' },
  FST_FILES_LIMIT: { code: ErrorCode.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge' },
  FST_PARTS_LIMIT: { code: ErrorCode.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge' },
  FST_FIELDS_LIMIT: { code: ErrorCode.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.UNSUPPORTED_MEDIA, key: 'unsupportedMedia' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: ErrorCode.UNSUPPORTED_MEDIA,
    key: 'unsupportedMedia',
  },
};

/**
 * A malformed multipart body (no boundary, cut short, bad part headers): @fastify/busboy reports
 * these with plain errors, no code and no status, so they are recognised by their messages.
 */
const malformedMultipart =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|(Part|File) terminated early due to unexpected end of multipart data|Malformed part header|Missing Content-Type|Unsupported Content-Type|Unsupported content type)/;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  key: MessageKey,
  params: Record<string, string | number> = {},
  result: unknown = null,
) {
  return reply
    .status(httpStatusFor(code))
    .type('application/json; charset=utf-8')
    .send(failure(code, key, requestLanguage(request), params, result));
}

/**
 * The one place an error becomes an envelope: AppError as thrown, validation failures as
 * BAD_INPUT with the fields named, framework client errors by their code, a busy database as a
 * retryable BUSY_RETRY, and anything else as -1000 "server error" (logged, never detailed).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === ErrorCode.RATE_LIMITED) {
        const retry = (error.result as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
        if (retry) reply.header('retry-after', String(retry));
      }
      return send(request, reply, error.code, error.messageKey, error.params, error.result);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(
        request,
        reply,
        ErrorCode.BAD_INPUT,
        'badInput',
        {},
        {
          fields: validationFields(error),
        },
      );
    }
    const known = error.code ? clientErrorCodes[error.code] : undefined;
    if (known) return send(request, reply, known.code, known.key);
    if (error.statusCode === 429) {
      return send(request, reply, ErrorCode.RATE_LIMITED, 'rateLimited');
    }
    if (isRetryableDatabaseError(error)) {
      request.log.warn({ err: error }, 'database busy or unreachable');
      reply.header('retry-after', '1');
      return send(request, reply, ErrorCode.BUSY_RETRY, 'busyRetry');
    }
    if (error.statusCode === 413)
      return send(request, reply, ErrorCode.PAYLOAD_TOO_LARGE, 'payloadTooLarge');
    if (error.statusCode === 415)
      return send(request, reply, ErrorCode.UNSUPPORTED_MEDIA, 'unsupportedMedia');
    if (isUnstorableValue(error)) {
      request.log.warn({ err: error }, 'the database refused a value from the input');
      return send(request, reply, ErrorCode.BAD_INPUT, 'badInput', {}, { fields: [] });
    }
    if (!error.code && !error.statusCode && malformedMultipart.test(error.message ?? '')) {
      return send(request, reply, ErrorCode.BAD_INPUT, 'badInput', {}, { fields: [] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty bodies, bad content length and the like.
      return send(request, reply, ErrorCode.BAD_INPUT, 'badInput', {}, { fields: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, ErrorCode.SERVER_ERROR, 'serverError');
  });
}

/** Unknown API paths answer with the 404 envelope (never the web app's HTML). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, ErrorCode.NOT_FOUND, 'pageNotFound');
}
