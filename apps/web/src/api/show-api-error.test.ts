// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorMessage, showApiError, showSuccess } from './show-api-error';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('showApiError', () => {
  it('shows a red toast with the error message', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showApiError(new ApiError({ code: 100002, message: 'Sin permiso', status: 403 }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'Sin permiso' }),
    );
  });

  it('shows nothing for an expired session (its dialog says it)', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showApiError(new ApiError({ code: 100004, message: 'expired', status: 401 }));
    expect(show).not.toHaveBeenCalled();
  });

  it('explains a failure without any answer in friendly words', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const offline = new ApiError({ code: -1000, message: 'Failed to fetch', status: 0 });
    showApiError(offline);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        title: 'Connection problem',
        message: 'Storyloom could not be reached. Check your connection and try again.',
      }),
    );
    const timeout = new ApiError({
      code: -1000,
      message: 'timeout of 50000ms exceeded',
      status: 0,
    });
    expect(apiErrorMessage(timeout)).toBe('The server took too long to answer. Please try again.');
  });

  it('keeps "server error" for a string body (the server answered)', () => {
    const err = new ApiError({ code: -1000, message: 'server error', status: 200 });
    expect(apiErrorMessage(err)).toBe('server error');
  });

  it('falls back to "server error" for an error without a message', () => {
    expect(apiErrorMessage(undefined)).toBe('server error');
    expect(apiErrorMessage(new Error('boom'))).toBe('boom');
  });

  it('showSuccess shows a green toast', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showSuccess('Joined successfully!');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Joined successfully!' }),
    );
  });
});
