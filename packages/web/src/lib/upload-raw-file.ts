import type { ApiErrorBody } from '@conque/domain/shared/error-codes';
import { MESSAGES } from '@conque/domain/shared/messages';
import { ApiError } from './api-error';
import { getAuthClient } from './auth-client';
import { endSessionLocally } from './session-end';

export type RawUpload<T> = { promise: Promise<T>; abort: () => void };

/**
 * POST `/api<path>` with the raw file as the body and its name in X-File-Name (the STL upload
 * protocol, features/stl-files on the server). XMLHttpRequest rather than fetch: only it reports
 * upload progress, which the progress bars show (docs/design.md §6).
 */
export const uploadRawFile = <T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): RawUpload<T> => {
  const xhr = new XMLHttpRequest();
  const promise = (async () => {
    const { data } = await getAuthClient().getSession();
    const token = data.session?.access_token;
    return new Promise<T>((resolve, reject) => {
      xhr.open('POST', `/api${path}`);
      xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
      xhr.setRequestHeader('Content-Type', 'application/octet-stream');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
        // As lib/api-client.ts: the server ended this session.
        if (xhr.status === 401 && token) void endSessionLocally(token);
        const error = (body as ApiErrorBody | undefined)?.error;
        reject(
          new ApiError(xhr.status, error?.code ?? 'unknown', error?.message ?? MESSAGES.unexpected, body),
        );
      };
      xhr.onerror = () => reject(new ApiError(0, 'network', MESSAGES.unexpected));
      xhr.onabort = () => reject(new ApiError(0, 'aborted', MESSAGES.unexpected));
      xhr.send(file);
    });
  })();
  return { promise, abort: () => xhr.abort() };
};
