import type { ApiErrorBody } from '@conque/domain/shared/error-codes';
import { MESSAGES } from '@conque/domain/shared/messages';
import { ApiError, isSecondFactorRefusal } from './api-error';
import { loadAuthClient } from './auth-client-loader';
import { goToSecondFactorStep } from './second-factor-step';
import { endSessionLocally } from './session-end';

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  auth?: boolean;
  /** Headers of the call's own (the production steps' Idempotency-Key, decision 141). */
  headers?: Record<string, string>;
};

/** Sends a request to /api with the session's bearer token; a non-2xx answer becomes an ApiError. */
const send = async (path: string, options: RequestOptions): Promise<Response> => {
  const headers: Record<string, string> = { ...options.headers };
  let token: string | undefined;
  if (options.auth !== false) {
    const { data } = await (await loadAuthClient()).getSession();
    token = data.session?.access_token;
    if (token) headers.authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, 'network', MESSAGES.unexpected);
  }
  if (response.ok) return response;
  const body = await response.json().catch(() => undefined);
  // The server no longer knows this session (signed out elsewhere, refresh token reused,
  // account deleted). Without this, every page would fail until the access token expired. Not
  // awaited: the caller gets its error now, the sign-out and the move to /login follow.
  if (response.status === 401 && token) void endSessionLocally(token);
  const error = (body as ApiErrorBody | undefined)?.error;
  const failure = new ApiError(
    response.status,
    error?.code ?? 'unknown',
    error?.message ?? MESSAGES.unexpected,
    body,
  );
  // The session's level is not enough: the second factor's step, whatever page asked.
  if (isSecondFactorRefusal(failure)) goToSecondFactorStep();
  throw failure;
};

/** Calls /api with the session's bearer token and answers its JSON body. */
export const api = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const response = await send(path, options);
  return (response.status === 204 ? undefined : await response.json().catch(() => undefined)) as T;
};

/**
 * Downloads a file the API answers (a CSV export) under the name its Content-Disposition gives:
 * the bearer token cannot ride on a plain link, so the file is fetched, then saved from memory.
 */
export const apiDownload = async (
  path: string,
  fallbackName: string,
  options: { body?: unknown } = {},
): Promise<void> => {
  // A body makes it a POST (the order sheets' batch, decision 139).
  const response = await send(path, { body: options.body });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the memory is given back then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
