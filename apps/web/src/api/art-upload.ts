/**
 * Uploading a picture with a progress bar. `fetch` cannot report upload progress, so this one
 * call goes through XMLHttpRequest, with the same rules as the API client: same origin, the CSRF
 * header (one retry with a fresh token when refused), the SPEC §8 envelope, the session-expired
 * dialog, the 50-second timeout counted from the last byte sent.
 *
 * Before sending, the picture is checked here as the server will check it (issue "Artwork and
 * artists"): PNG, JPEG, WebP or GIF by its first bytes, at most 10 MB and 40 megapixels, so that
 * a wrong file is explained at once instead of after a long upload. The server stays the judge.
 */
import {
  type Envelope,
  ErrorCode,
  isEnvelope,
  Message,
  sniffImageFormat,
  translateMessage,
  uploadLimits,
} from '@storyloom/domain';
import {
  ApiError,
  CSRF_HEADER,
  csrfToken,
  meansSessionExpired,
  REQUEST_TIMEOUT_MS,
  refreshCsrfToken,
} from './client';
import { clientLanguage } from './language';
import { notifySessionExpired } from './session-expiry';

/** The picture's format by its first bytes (never its name): the server's rule, from the domain. */
export { sniffImageFormat };

export type ImageProblem = 'type' | 'tooLarge' | 'tooManyPixels' | 'empty';

export const maxMegabytes = Math.round(uploadLimits.maxBytes / (1024 * 1024));
export const maxMegapixels = Math.round(uploadLimits.maxPixels / 1_000_000);

/** Width and height of a picture the browser can decode; null when it cannot. */
async function pixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  return null;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 16);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Uint8Array(await new Response(slice).arrayBuffer());
}

/**
 * What is wrong with the picture, or null when it may be sent. `measure` tells its pixel size
 * (tests pass their own; browsers decode it).
 */
export async function checkImageFile(
  file: Blob,
  measure: (file: Blob) => Promise<{ width: number; height: number } | null> = pixelSize,
): Promise<ImageProblem | null> {
  if (file.size === 0) return 'empty';
  if (!sniffImageFormat(await readHead(file))) return 'type';
  if (file.size > uploadLimits.maxBytes) return 'tooLarge';
  const size = await measure(file);
  if (size && size.width * size.height > uploadLimits.maxPixels) return 'tooManyPixels';
  return null;
}

/** A friendly title from a file name: "my_red-fox.png" -> "My red fox". */
export function titleFromFileName(name: string): string {
  const stem = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!stem || /^(img|image|dsc|photo|scan)?\s*\d*$/i.test(stem)) return '';
  return (stem.charAt(0).toUpperCase() + stem.slice(1)).slice(0, 80);
}

export interface UploadOptions {
  /** Called with the share of bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function sendOnce(
  path: string,
  form: FormData,
  token: string,
  options: UploadOptions,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let timedOut = false;
    const armTimer = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const done = () => {
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => xhr.abort();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      armTimer();
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    const fail = (fallback: string) => () => {
      done();
      const message = timedOut ? `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded` : fallback;
      reject(new ApiError({ code: ErrorCode.SERVER_ERROR, message, status: 0 }));
    };
    xhr.onerror = fail('Network Error');
    xhr.onabort = fail('Upload cancelled');
    xhr.ontimeout = fail('Network Error');
    if (options.signal?.aborted) {
      xhr.abort();
      return;
    }
    options.signal?.addEventListener('abort', cancel, { once: true });
    armTimer();
    xhr.send(form);
  });
}

function envelopeError(body: Envelope, status: number): ApiError {
  return new ApiError({
    code: body.code,
    msg: body.msg || body.message,
    message: body.message || body.msg || translateMessage('serverError', clientLanguage()),
    status,
    result: body.result,
  });
}

/** POSTs a multipart form (file + fields) and resolves with the envelope's result. */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  let answer = await sendOnce(path, form, await csrfToken(), options);
  if (isEnvelope(answer.body) && answer.body.code === ErrorCode.CSRF_REFUSED) {
    answer = await sendOnce(path, form, await refreshCsrfToken(), options);
  }
  const { body, status } = answer;
  if (!isEnvelope(body)) {
    throw new ApiError({
      code: status >= 400 ? status : ErrorCode.SERVER_ERROR,
      msg: Message.serverError,
      message: translateMessage(status === 404 ? 'pageNotFound' : 'serverError', clientLanguage()),
      status,
    });
  }
  if (body.code === ErrorCode.OK) {
    options.onProgress?.(1);
    return body.result as T;
  }
  if (meansSessionExpired(body)) notifySessionExpired();
  throw envelopeError(body, status);
}
