import { uploadsEndpoints, type UploadedFile, type UploadPurpose } from '@vox/contracts';
import { api, leaveToQueryClient, networkFailure, readAnswer, type RequestOptions } from './http.ts';
import { buildInit, buildUrl } from './http-request.ts';
import { currentSession } from './request-session.ts';

/** Big files take longer than the 30 s request timeout: a 100 MB firmware image on a slow uplink. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

export interface UploadFormOptions extends Pick<RequestOptions, 'headers' | 'onFailure' | 'timeout' | 'signal' | 'base'> {
  /**
   * Where to post: a console path (`/otaMag/upload`, under the API base), a `/v1/...` path, or a full address such as
   * an upload token's `upload_url`.
   */
  url: string;
  form: FormData;
  /** Whole percent of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** Our sign-in token and headers go only to our own origin, never to an outside upload host an address may name. */
function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The generic file-upload helper: posts a multipart form to a caller-given address and reports upload progress,
 * which fetch cannot (so XMLHttpRequest), reading the answer with the same rules (lib/http.ts) and localised messages as every
 * call, and resolving with the envelope's data. Never retried, as a retry would send the whole file again.
 */
export function uploadForm<T>(uploadOptions: UploadFormOptions): Promise<T> {
  const options = { onFailure: leaveToQueryClient, ...uploadOptions };
  const url = buildUrl(options.url, 'POST', undefined, options.base);
  const headers = sameOrigin(url) ? (buildInit('POST', options.form, options.headers ?? {}, currentSession()).headers as Record<string, string>) : { ...options.headers };
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeout ?? UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    const settle = (work: () => T) => {
      try {
        resolve(work());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onload = () => settle(() => readAnswer<T>(options, xhr.status, xhr.responseText));
    xhr.onerror = xhr.ontimeout = () => settle(() => networkFailure(options));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (options.signal?.aborted) return xhr.abort();
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.form);
  });
}

export interface UploadFileOptions extends Pick<UploadFormOptions, 'onProgress' | 'onFailure' | 'signal'> {
  file: File;
  /** What the file is for; the server's default (`dataset`) when left out. */
  type?: UploadPurpose;
  /** A name to file it under in the user's folder; the server picks one otherwise. */
  key?: string;
}

/**
 * Uploads a user's file the issue-12 way: a single-use token from `GET /v1/upload-token`, then the multipart form
 * (`token` first, `key?`, `file`) to the token's `upload_url`. Resolves with `{key, hash, url, …}`: the key goes to
 * voice clones as `key`, the url to dataset documents as `url`.
 */
export async function uploadFile({ file, type, key, ...options }: UploadFileOptions): Promise<UploadedFile> {
  const failure = options.onFailure ? { onFailure: options.onFailure } : {};
  const grant = await api(uploadsEndpoints.getV1UploadToken, { query: { ...(type ? { type } : {}), ...(key ? { key } : {}) } }, { ...failure, ...(options.signal ? { signal: options.signal } : {}) });
  const form = new FormData();
  // The token goes first: the server checks it before it reads a byte of the file.
  form.append('token', grant.token);
  if (key) form.append('key', key);
  form.append('file', file);
  return uploadForm<UploadedFile>({ url: grant.upload_url, form, ...options });
}
