import type { OrderDetails } from '@conque/domain/orders/details-schema';
import { type LabStatistics, STATISTICS_PERIODS } from '@conque/domain/statistics/statistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { jobs, labStatisticsSnapshots } from '../../../src/db/schema/index';
import { computeEveryPeriod, computeLabStatistics } from '../../../src/features/statistics/lab-statistics';
import {
  REFRESH_LAB_STATISTICS_JOB,
  scheduleLabStatisticsRefresh,
} from '../../../src/features/statistics/refresh-lab-statistics-job';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, insertInvoice, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt } from '../invoices/invoices-test-kit';
import { CLASSIC_DETAILS, insertRegisteredOrder } from '../orders/orders-test-kit';

// Decision 123: the lab's « Statistiques » answered from the refresh job's snapshot while it is fresh,
// computed live otherwise.

let t: TestApp;
let token: string;
let establishmentId: string;
let createdBy: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  establishmentId = (await insertEstablishment(t.db)).id;
  createdBy = (await signedInUser(t.db, t.config, { role: 'manager', establishmentId })).user.id;
});
afterAll(() => t.close());

const quiet = { log: () => {} };
const ordersAt = async (now: string) => {
  const response = await createApp({
    db: t.db,
    config: t.config,
    storage: t.storage,
    now: () => new Date(now),
  }).request('/api/statistics?months=3', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as LabStatistics;
  return body.orders_per_week.reduce((sum, row) => sum + row.classic + row.remote + row.protective, 0);
};
const order = (validatedAt: string) =>
  insertRegisteredOrder(t.db, { establishmentId, createdBy, validatedAt: new Date(validatedAt) });

describe('the lab’s statistics snapshots (decision 123)', () => {
  it('are computed by the job for every period, answered while fresh, and refreshed every 5 minutes', async () => {
    await order('2026-11-16T09:00:00Z');
    // Start-up at 10:02 queues the 10:00 slot's refresh, which runs at once.
    await scheduleLabStatisticsRefresh(depsAt(t, new Date('2026-11-26T10:02:00Z')));
    expect(await runRegisteredJobs(depsAt(t, new Date('2026-11-26T10:02:00Z')), quiet)).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    const snapshots = await t.db.select().from(labStatisticsSnapshots).orderBy(labStatisticsSnapshots.months);
    expect(snapshots.map((row) => [row.months, row.computedAt])).toEqual(
      [3, 6, 12, 24].map((months) => [months, new Date('2026-11-26T10:02:00Z')]),
    );
    const pending = await t.db.select().from(jobs).where(eq(jobs.kind, REFRESH_LAB_STATISTICS_JOB));
    expect(pending.filter((job) => job.doneAt === null).map((job) => [job.payload, job.runAt])).toEqual([
      [{ slot: '2026-11-26T10:05:00.000Z' }, new Date('2026-11-26T10:05:00Z')],
    ]);

    // An order validated after the snapshot: not in the answer while the snapshot is fresh.
    await order('2026-11-26T10:03:00Z');
    expect(await ordersAt('2026-11-26T10:04:00Z')).toBe(1);
    // The next refresh counts it.
    expect(await runRegisteredJobs(depsAt(t, new Date('2026-11-26T10:05:00Z')), quiet)).toMatchObject({
      done: 1,
    });
    expect(await ordersAt('2026-11-26T10:06:00Z')).toBe(2);
  });

  it('are not answered once 10 minutes old, nor across a new month: the figures are computed live', async () => {
    await order('2026-11-26T10:20:00Z');
    expect(await ordersAt('2026-11-26T10:14:59Z')).toBe(2);
    expect(await ordersAt('2026-11-26T10:21:00Z')).toBe(3);
    // A snapshot of the evening of 30 November (marked: no orders) is answered until midnight in
    // Paris; on 1 December the 3-month period starts in October, so the figures are computed again.
    const [snapshot] = await t.db
      .select()
      .from(labStatisticsSnapshots)
      .where(eq(labStatisticsSnapshots.months, 3));
    await t.db
      .update(labStatisticsSnapshots)
      .set({
        computedAt: new Date('2026-11-30T22:55:00Z'),
        body: { ...(snapshot?.body as LabStatistics), orders_per_week: [] },
      })
      .where(eq(labStatisticsSnapshots.months, 3));
    expect(await ordersAt('2026-11-30T22:59:00Z')).toBe(0);
    expect(await ordersAt('2026-11-30T23:01:00Z')).toBe(3);
  });
});

describe('every period read at once (decision 134)', () => {
  it('gives each period exactly what computing it alone gives, whatever weekday the period starts on', async () => {
    const other = (await insertEstablishment(t.db)).id;
    const types = ['classic', 'remote', 'protective'] as const;
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const start = new Date('2024-10-20T00:00:00Z').getTime();
    const span = new Date('2026-11-26T09:00:00Z').getTime() - start;
    const days = (n: number) => n * 86_400_000;
    // Random orders over 25 months, and some on either side of a month's first Paris midnight.
    const instants = [
      ...Array.from({ length: 400 }, () => new Date(start + next() * span)),
      ...['2026-08-31T21:59:00Z', '2026-08-31T22:01:00Z', '2026-05-31T21:30:00Z', '2025-11-30T23:30:00Z'].map(
        (at) => new Date(at),
      ),
    ];
    for (const validatedAt of instants) {
      const shipped = next() < 0.7 ? new Date(validatedAt.getTime() + days(1 + next() * 12)) : null;
      await insertRegisteredOrder(t.db, {
        establishmentId: next() < 0.5 ? establishmentId : other,
        createdBy,
        validatedAt,
        status: shipped
          ? next() < 0.8
            ? 'shipped'
            : 'ready_pickup'
          : next() < 0.2
            ? 'cancelled'
            : 'in_progress',
        shippedAt: shipped,
        promisedShipOn:
          next() < 0.6 ? new Date(validatedAt.getTime() + days(7)).toISOString().slice(0, 10) : null,
        remakeReason: next() < 0.1 ? 'poor_fit' : null,
        details: { ...CLASSIC_DETAILS, type: types[Math.floor(next() * 3)] } as OrderDetails,
      });
    }
    for (const issuedAt of instants.slice(0, 60))
      await insertInvoice(t.db, { establishmentId, issuedAt, totalHt: Math.round(next() * 100_000) });

    // Periods starting on a Tuesday, a Monday, a Monday and a Sunday; then on a Thursday, a Wednesday…
    for (const now of ['2026-11-26T09:00:00Z', '2026-03-15T12:00:00Z', '2026-08-31T22:30:00Z']) {
      const every = await computeEveryPeriod(t.db, new Date(now));
      const alone = await Promise.all(
        STATISTICS_PERIODS.map((months) => computeLabStatistics(t.db, new Date(now), months)),
      );
      expect(every).toEqual(alone);
      expect(alone.every((period) => period.orders_per_week.length > 0)).toBe(true);
    }
  });
});
