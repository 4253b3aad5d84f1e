import { createHash } from 'node:crypto';
import type { ProductionConflictBody, ProductionStepResult } from '@conque/domain/production/api-types';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productionRequests } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';

/** How long an answer is kept for its `Idempotency-Key` (decision 141): a tablet offline for days. */
export const PRODUCTION_REQUEST_DAYS = 7;
const DAY_MS = 86_400_000;

/** What a step change or quality control answers: done (200), or the order moved meanwhile (409). */
export type ProductionAnswer =
  | { status: 200; body: ProductionStepResult }
  | { status: 409; body: ProductionConflictBody };

export type ProductionRequest = {
  key: string;
  actorId: string;
  orderId: string;
  /** Which call, and its body as parsed. */
  call: 'production-step' | 'quality-control';
  input: unknown;
  /** The server's clock: when the key was first used. */
  at: Date;
};

const requestHash = (request: ProductionRequest) =>
  createHash('sha256')
    .update(`${request.call}\n${JSON.stringify(request.input)}`)
    .digest('hex');

/**
 * Runs `decide` once per `Idempotency-Key`, on the order's locked row (the caller holds the lock, so
 * two tries of one key run one after the other): a key already answered for the same person, order
 * and request replays that answer, unchanged; the same key for anything else is a 409. The answer is
 * kept in the change's own transaction: a change rolled back (a 400 thrown) keeps no key.
 */
export const onceForKey = async (
  tx: Executor,
  request: ProductionRequest,
  decide: () => Promise<ProductionAnswer>,
): Promise<ProductionAnswer & { replayed: boolean }> => {
  const hash = requestHash(request);
  const [kept] = await tx.select().from(productionRequests).where(eq(productionRequests.key, request.key));
  if (kept) {
    if (kept.actorId !== request.actorId || kept.orderId !== request.orderId || kept.requestHash !== hash)
      throw AppError.conflict(IDEMPOTENCY_MESSAGES.reused);
    return replay(kept);
  }
  const answer = await decide();
  const inserted = await tx
    .insert(productionRequests)
    .values({
      key: request.key,
      actorId: request.actorId,
      orderId: request.orderId,
      requestHash: hash,
      responseStatus: answer.status,
      responseBody: answer.body,
      createdAt: request.at,
    })
    // The same key sent at once for another order (whose lock is not ours): refused, rolled back.
    .onConflictDoNothing()
    .returning({ key: productionRequests.key });
  if (inserted.length === 0) throw AppError.conflict(IDEMPOTENCY_MESSAGES.reused);
  return { ...answer, replayed: false };
};

const replay = (kept: typeof productionRequests.$inferSelect): ProductionAnswer & { replayed: true } =>
  ({ status: kept.responseStatus, body: kept.responseBody, replayed: true }) as ProductionAnswer & {
    replayed: true;
  };

/** The daily pruning: answers kept past PRODUCTION_REQUEST_DAYS. */
export const pruneProductionRequests = async (db: Executor, now: Date): Promise<number> => {
  const deleted = await db
    .delete(productionRequests)
    .where(lt(productionRequests.createdAt, new Date(now.getTime() - PRODUCTION_REQUEST_DAYS * DAY_MS)))
    .returning({ key: productionRequests.key });
  return deleted.length;
};
