import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, MAX_QUERY_RETRIES, shouldRetryQuery } from './query-client';

const apiError = (code: number, status: number) => new ApiError({ code, message: 'x', status });

describe('query client defaults', () => {
  it.each([
    ['network failure or timeout', apiError(-1000, 0), true],
    ['busy server', apiError(100009, 503), true],
    ['bad gateway without envelope', apiError(502, 502), true],
    ['unavailable without envelope', apiError(503, 503), true],
    ['server error (string body)', apiError(-1000, 200), false],
    ['404', apiError(404, 404), false],
    ['HTTP 400 without envelope', apiError(400, 400), false],
    ['bad input', apiError(100001, 400), false],
    ['no permission', apiError(100002, 403), false],
    ['session expired', apiError(100004, 401), false],
    ['rate limited', apiError(100006, 429), false],
    ['a business code', apiError(1000, 402), false],
  ])('%s -> retry %s', (_name, error, expected) => {
    expect(shouldRetryQuery(0, error)).toBe(expected);
  });

  it('does not retry errors that are not API errors', () => {
    expect(shouldRetryQuery(0, new Error('render bug'))).toBe(false);
  });

  it(`stops after ${MAX_QUERY_RETRIES} retries`, () => {
    expect(shouldRetryQuery(MAX_QUERY_RETRIES - 1, apiError(-1000, 0))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, apiError(-1000, 0))).toBe(false);
  });

  it('keeps data fresh for a while and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
