import { randomUUID } from 'node:crypto';
import type { orders } from '../../../src/db/schema/index';
import type { TestApp } from '../../support/test-app';
import { setting } from '../order-status/order-status-test-kit';

// Test-only helpers of the lab's steps (decision 141): an order in progress, the two calls with
// their Idempotency-Key, and the checklist of the defaults answered.

export const ALL_PASS = { adaptation: true, event: true, tube: true, finition: true, marquage: true };

export const productionScene = async (t: TestApp) => {
  const scene = await setting(t);
  /** An order « En cours » at `step` (null: the first), shipped in the standard way unless told. */
  const inProgress = (values: Partial<typeof orders.$inferInsert> = {}) =>
    scene.order({ status: 'in_progress', ...values });
  return { ...scene, inProgress };
};

/** POST …/production-step as `token`, with a fresh key unless given. */
export const advance = (
  t: TestApp,
  token: string,
  orderId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) =>
  t.request(`/api/orders/${orderId}/production-step`, { token, body, headers: { 'idempotency-key': key } });

/** POST …/quality-control as `token`, with a fresh key unless given. */
export const control = (
  t: TestApp,
  token: string,
  orderId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) =>
  t.request(`/api/orders/${orderId}/quality-control`, { token, body, headers: { 'idempotency-key': key } });
