import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import type { ApiErrorBody } from '@conque/domain/shared/error-codes';
import { MESSAGES } from '@conque/domain/shared/messages';
import { ApiError } from '@/lib/api-error';
import { getAuthClient } from '@/lib/auth-client';
import { endSessionLocally } from '@/lib/session-end';

export type StlUpload = { promise: Promise<StlFileEntry>; abort: () => void };

/**
 * POST /api/orders/:orderId/stl-files with the raw file as the body. XMLHttpRequest rather than
 * fetch: only it reports upload progress, which the progress bar shows (DESIGN §6).
 */
export const uploadStlFile = (
  orderId: string,
  file: File,
  onProgress: (percent: number) => void,
): StlUpload => {
  const xhr = new XMLHttpRequest();
  const promise = (async () => {
    const { data } = await getAuthClient().getSession();
    const token = data.session?.access_token;
    return new Promise<StlFileEntry>((resolve, reject) => {
      xhr.open('POST', `/api/orders/${encodeURIComponent(orderId)}/stl-files`);
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
        if (xhr.status >= 200 && xhr.status < 300) return resolve(body as StlFileEntry);
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
