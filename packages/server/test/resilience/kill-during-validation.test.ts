import { parisYear } from '@conque/domain/shared/paris-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { jobs, orderNumberCounters, orders } from '../../src/db/schema/index';
import { GENERATE_ORDER_PDF_JOB } from '../../src/features/orders/order-pdf-job';
import { insertCompleteDraft } from '../features/orders/orders-test-kit';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../support/factories';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { processDatabase } from './process-database';

// kill -9 of the server while orders are being validated (fault tests): each validation
// happened whole (number, snapshot, prices, PDF job) or not at all (still a draft without a number),
// and the numbers stay gapless once the remaining drafts are validated after the restart.

const DRAFTS = 24;
const IN_FLIGHT = 4;
const KILL_AFTER_SUCCESSES = 5;

const validate = (server: ServerProcess, token: string, orderId: string) =>
  fetch(`${server.url}/api/update-order`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, updates: { status: 'registered' } }),
  }).then(
    (response) => response.status,
    () => 'cut' as const,
  );

/** Every order of the setting: whole validations or untouched drafts, nothing between. */
const checkWholeOrNothing = async (db: Db, establishmentId: string) => {
  const rows = await db.select().from(orders).where(eq(orders.establishmentId, establishmentId));
  const pdfJobs = await db.select().from(jobs).where(eq(jobs.kind, GENERATE_ORDER_PDF_JOB));
  const jobOrderIds = pdfJobs.map((job) => job.payload.orderId);
  for (const row of rows) {
    if (row.status === 'draft') {
      expect(row).toMatchObject({ orderNumber: null, validatedAt: null, establishmentSnapshot: null });
      expect(jobOrderIds).not.toContain(row.id);
    } else {
      expect(row.status).toBe('registered');
      expect(row.orderNumber).toMatch(/^\d{4}-\d{5}$/);
      expect(row.validatedAt).not.toBeNull();
      expect(row.establishmentSnapshot).not.toBeNull();
      expect(row.details?.prices).toBeDefined();
      expect(jobOrderIds.filter((id) => id === row.id)).toHaveLength(1);
    }
  }
  const numbers = rows
    .flatMap((row) => (row.orderNumber ? [Number(row.orderNumber.slice(5))] : []))
    .sort((a, b) => a - b);
  const year = parisYear(new Date());
  const [counter] = await db
    .select()
    .from(orderNumberCounters)
    .where(and(eq(orderNumberCounters.year, year)));
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  expect(counter?.last ?? 0).toBe(numbers.length);
  return {
    registered: numbers.length,
    drafts: rows.filter((row) => row.status === 'draft').map((row) => row.id),
  };
};

describe('kill -9 during order validations', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('keeps each validation whole or absent, and the numbers gapless after the restart', async () => {
    const database = await processDatabase();
    closers.push(database.close);
    const setting = await database.use(async (db) => {
      const establishment = await insertEstablishment(db);
      const address = await insertDeliveryAddress(db, { establishmentId: establishment.id, isDefault: true });
      const caller = await signedInUser(db, database.config, {
        role: 'user',
        establishmentId: establishment.id,
      });
      const drafts: string[] = [];
      for (let i = 0; i < DRAFTS; i++) {
        const draft = await insertCompleteDraft(db, {
          establishmentId: establishment.id,
          createdBy: caller.user.id,
          address,
        });
        drafts.push(draft.id);
      }
      return { establishmentId: establishment.id, token: caller.token, drafts };
    });

    const first = await startServerProcess(database.env);
    let successes = 0;
    let killed: Promise<number | null> | undefined;
    let next = 0;
    const lane = async () => {
      while (next < setting.drafts.length && !killed) {
        const id = setting.drafts[next++] as string;
        const status = await validate(first, setting.token, id);
        if (status === 200) successes += 1;
        if (successes >= KILL_AFTER_SUCCESSES && !killed) killed = first.stop('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    await killed;

    const afterKill = await database.use((db) => checkWholeOrNothing(db, setting.establishmentId));
    expect(afterKill.registered).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
    expect(afterKill.drafts.length).toBeGreaterThan(0);

    const second = await startServerProcess(database.env);
    closers.push(() => second.stop());
    for (const id of afterKill.drafts) expect(await validate(second, setting.token, id)).toBe(200);
    expect(await second.stop()).toBe(0);

    const final = await database.use((db) => checkWholeOrNothing(db, setting.establishmentId));
    expect(final).toEqual({ registered: DRAFTS, drafts: [] });
  }, 180_000);
});
