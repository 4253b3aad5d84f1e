import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from './app-error';
import type { AppEnv } from './context';

// Decision 127: `Idempotency-Key` on the POSTs of /api/v1, as Stripe does. The
// first answer (below 500) is kept 24 h per key and credential and replayed as it was; the same key
// with another request is a 409; a request still running under that key is a 409 too.
export const IDEMPOTENCY_HOURS = 24;
const HOUR_MS = 3_600_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key : de 1 à 255 caractères ASCII visibles',
  reused: "Cette clé d'idempotence a déjà servi pour une autre requête.",
  running: "Une requête avec cette clé d'idempotence est en cours ; réessayez dans un instant.",
} as const;

/**
 * What makes two requests the same: method, path with its query, and the body (its bytes for JSON;
 * for a streamed upload, which is not read twice, its type and length).
 */
const requestHash = async (request: Request, url: string) => {
  const hash = createHash('sha256').update(`${request.method} ${url}\n`);
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) hash.update(await request.clone().text());
  else hash.update(`${type} ${request.headers.get('content-length') ?? ''}`);
  return hash.digest('hex');
};

/** Takes the key for this request: true when it is ours to run (new, or its last use expired). */
const claim = async (db: Db, apiKeyId: string, key: string, hash: string, now: Date) => {
  const expired = new Date(now.getTime() - IDEMPOTENCY_HOURS * HOUR_MS);
  const rows = await db
    .insert(idempotencyKeys)
    .values({ apiKeyId, key, requestHash: hash, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.apiKeyId, idempotencyKeys.key],
      set: { requestHash: hash, responseStatus: null, responseBody: null, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
};

/** After requireApiKey: for a POST with the header, runs once and replays after. */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (c.req.method !== 'POST' || key === undefined) return next();
  if (!KEY_PATTERN.test(key)) throw AppError.badRequest(IDEMPOTENCY_MESSAGES.invalid, 'Idempotency-Key');
  const { db, now } = c.var.deps;
  const apiKeyId = c.var.apiCaller.keyId;
  const hash = await requestHash(c.req.raw, c.req.url.slice(new URL(c.req.url).origin.length));
  const where = and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key));

  if (!(await claim(db, apiKeyId, key, hash, now()))) {
    const [kept] = await db.select().from(idempotencyKeys).where(where);
    if (!kept || kept.requestHash !== hash) throw AppError.conflict(IDEMPOTENCY_MESSAGES.reused);
    if (kept.responseStatus === null) throw AppError.conflict(IDEMPOTENCY_MESSAGES.running);
    return c.body(kept.responseBody ?? '', kept.responseStatus as 200, {
      'content-type': 'application/json; charset=utf-8',
      'idempotent-replayed': 'true',
    });
  }
  try {
    await next();
  } catch (error) {
    // Thrown errors reach app.onError after this: a 4xx AppError is an answer, kept as one.
    if (error instanceof AppError && error.status < 500) {
      const body = JSON.stringify({
        error: { code: error.code, message: error.message, field: error.field },
      });
      await db.update(idempotencyKeys).set({ responseStatus: error.status, responseBody: body }).where(where);
    } else await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  if (c.res.status >= 500) {
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  const body = await c.res.clone().text();
  await db.update(idempotencyKeys).set({ responseStatus: c.res.status, responseBody: body }).where(where);
});

/** The daily pruning: keys past their 24 hours. */
export const pruneIdempotencyKeys = async (db: Db, now: Date): Promise<number> => {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_HOURS * HOUR_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
};
