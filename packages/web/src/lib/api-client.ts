import type { ApiErrorBody } from '@conque/domain/shared/error-codes';
import { MESSAGES } from '@conque/domain/shared/messages';
import { getAuthClient } from './auth-client';

/** An error answered by the product API, with its French message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; auth?: boolean };

/** Calls /api with the session's bearer token; a non-2xx answer becomes an ApiError. */
export const api = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const headers: Record<string, string> = {};
  if (options.auth !== false) {
    const { data } = await getAuthClient().getSession();
    if (data.session) headers.authorization = `Bearer ${data.session.access_token}`;
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
  const body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as ApiErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'unknown',
      error?.message ?? MESSAGES.unexpected,
      body,
    );
  }
  return body as T;
};
