import { errorBodySchema } from '../../shared/contracts/errors';
import { getInterfaceLocale } from '../i18n/i18n';
import { ApiError } from './client';

/** Options of {@link uploadFile}. */
export interface UploadFileOptions {
  /** Called as the request body goes out, with a whole percentage 0-100 (100 = sent; the server may still work). */
  onProgress?: (percent: number) => void;
  /** Aborting rejects with a DOMException named 'AbortError'. */
  signal?: AbortSignal;
}

const networkMessage = 'Cannot reach Postforge. Check your connection and try again.';

/**
 * POSTs a multipart form to one of our endpoints (pass a contract's `path`) with upload progress, which `fetch`
 * cannot report. Sends the CSRF header; cookies go along because the request is same-origin. Resolves with the
 * parsed JSON answer (validate it with the contract's response schema); error answers reject with ApiError
 * carrying the server's code and message, an unreachable server with ApiError('network').
 */
export function uploadFile(url: string, form: FormData, options: UploadFileOptions = {}): Promise<unknown> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    const handleAbortSignal = () => request.abort();
    const cleanUp = () => signal?.removeEventListener('abort', handleAbortSignal);

    request.open('POST', url);
    request.responseType = 'text';
    request.setRequestHeader('accept', 'application/json');
    // The server answers its messages in the interface's language.
    request.setRequestHeader('accept-language', getInterfaceLocale());
    request.setRequestHeader('x-postforge-csrf', '1');
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      });
    }
    request.addEventListener('load', () => {
      cleanUp();
      const json = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(json);
        return;
      }
      reject(toApiError(json, request.status));
    });
    request.addEventListener('error', () => {
      cleanUp();
      reject(new ApiError('network', networkMessage, 0));
    });
    request.addEventListener('abort', () => {
      cleanUp();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    signal?.addEventListener('abort', handleAbortSignal, { once: true });
    request.send(form);
  });
}

/** `text` parsed as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError of an error answer (the JSON error shape, or a plain status). */
export function toApiError(json: unknown, status: number): ApiError {
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(code, message, status, fields);
  }
  return new ApiError('internal', `The server answered ${status}.`, status);
}
