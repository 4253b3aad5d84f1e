import { fieldLabel } from '@conque/domain/shared/field-names';
import { NUL_CHARACTER_MESSAGE } from '@conque/domain/shared/forbidden-characters';
import { MESSAGES } from '@conque/domain/shared/messages';
import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/** A 400 naming the query parameter that holds a NUL character (PostgreSQL cannot store it). */
export const refuseNulInQuery = createMiddleware<AppEnv>(async (c, next) => {
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
