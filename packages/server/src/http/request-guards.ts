import { fieldLabel } from '@conque/domain/labels/field-labels';
import { NUL_CHARACTER_MESSAGE } from '@conque/domain/shared/forbidden-characters';
import { MESSAGES } from '@conque/domain/shared/messages';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono/types';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/** A 400 naming the query parameter that holds a NUL character (PostgreSQL cannot store it). */
export const refuseNulInQuery = createMiddleware<AppEnv>(async (c, next) => {
  // Most addresses hold no %00 at all: they are not parsed again (CPU a request).
  if (!/%00/i.test(c.req.url)) return next();
  const url = new URL(c.req.url);
  if (url.search.toLowerCase().includes('%00') || url.pathname.toLowerCase().includes('%00')) {
    const name = [...url.searchParams.entries()].find(
      ([key, value]) => key.includes('\u0000') || value.includes('\u0000'),
    )?.[0];
    throw AppError.badRequest(
      `${name === undefined ? 'Adresse' : fieldLabel([name])} : ${NUL_CHARACTER_MESSAGE}`,
      name,
    );
  }
  await next();
});

const hasBody = (headers: Headers): boolean => {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length !== '0');
};

/**
 * JSON endpoints take only `application/json`: a form or `text/plain` post is a "simple" request that
 * any web page can make its visitors' browsers send without a CORS preflight.
 */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && hasBody(c.req.raw.headers)) {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      throw new AppError('unsupported_media_type', MESSAGES.jsonContentTypeRequired);
    }
  }
  await next();
});

/**
 * Hono's bodyLimit, but without touching `c.req.raw.body` when the headers settle it: reading that
 * property makes @hono/node-server build a whole Request (an undici Request, its AbortController, a
 * web stream for the body) for every call, GETs included (a tenth of the CPU of GET /api/profile and
 * of a token refresh, bench/auth.ts). GET and HEAD bodies are never read (Node discards them); a
 * declared Content-Length is all Node's parser will deliver, so it decides alone; only a chunked body
 * is counted as it comes, by bodyLimit.
 */
export const jsonBodyLimit = (maxSize: number, onError: () => never): MiddlewareHandler<AppEnv> => {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d+$/.test(length) && !c.req.header('transfer-encoding'))
      return Number(length) > maxSize ? onError() : next();
    return counted(c, next);
  };
};
