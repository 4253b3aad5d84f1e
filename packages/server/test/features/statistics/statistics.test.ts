import type { EstablishmentActivity, LabStatistics } from '@conque/domain/statistics/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { insertEstablishment, insertInvoice, signedInUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, insertRegisteredOrder } from '../orders/orders-test-kit';

// The figures the charts draw, checked against the rows the test made.

let t: TestApp;
const NOW = '2026-11-26T10:00:00Z';
const call = (path: string, token?: string) =>
  createApp({ db: t.db, config: t.config, storage: t.storage, now: () => new Date(NOW) }).request(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

let preparator: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  const own = await insertEstablishment(t.db, { name: 'Audition Une' });
  const other = await insertEstablishment(t.db, { name: 'Audition Deux' });
  const owner = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
  manager = owner.token;
  const stranger = await signedInUser(t.db, t.config, { role: 'user', establishmentId: other.id });
  // Week of Monday 9 November: two classic orders of the own establishment, shipped 2 and 4 days
  // after validation (the second after its promised day), and a remake of the other's.
  await insertRegisteredOrder(t.db, {
    establishmentId: own.id,
    createdBy: owner.user.id,
    status: 'shipped',
    validatedAt: new Date('2026-11-09T09:00:00Z'),
    shippedAt: new Date('2026-11-11T09:00:00Z'),
    promisedShipOn: '2026-11-11',
  });
  await insertRegisteredOrder(t.db, {
    establishmentId: own.id,
    createdBy: owner.user.id,
    status: 'shipped',
    validatedAt: new Date('2026-11-10T09:00:00Z'),
    shippedAt: new Date('2026-11-14T09:00:00Z'),
    promisedShipOn: '2026-11-12',
  });
  await insertRegisteredOrder(t.db, {
    establishmentId: other.id,
    createdBy: stranger.user.id,
    validatedAt: new Date('2026-11-12T09:00:00Z'),
    remakeReason: 'poor_fit',
  });
  const october = new Date('2026-10-01T06:00:00Z');
  await insertInvoice(t.db, {
    establishmentId: own.id,
    totalHt: 10_000,
    totalTtc: 12_000,
    issuedAt: october,
  });
  await insertInvoice(t.db, {
    establishmentId: other.id,
    totalHt: 5_000,
    totalTtc: 6_000,
    issuedAt: october,
  });
});
afterAll(() => t.close());

describe('the lab’s statistics', () => {
  it('counts per week by type, the lead time, the share on time, revenue, remakes and the largest', async () => {
    const response = await call('/api/statistics?months=3', preparator);
    expect(response.status).toBe(200);
    const stats = (await response.json()) as LabStatistics;
    expect(stats.since).toBe('2026-09-01');
    expect(stats.orders_per_week).toEqual([{ week: '2026-11-09', classic: 3, remote: 0, protective: 0 }]);
    // Shipped on the 11th and the 14th: both in the week of the 9th; 2 and 4 days.
    expect(stats.lead_time_per_week).toEqual([
      { week: '2026-11-09', shipped: 2, median_days: 3, p90_days: 3.8 },
    ]);
    expect(stats.on_time_per_week).toEqual([{ week: '2026-11-09', shipped: 2, on_time: 1 }]);
    expect(stats.revenue_per_month).toEqual([{ month: '2026-10', net_ht_cents: 15_000 }]);
    expect(stats.remake_rate_per_month).toEqual([{ month: '2026-11', orders: 3, remakes: 1 }]);
    expect(stats.top_establishments).toEqual([
      { name: 'Audition Une', orders: 2 },
      { name: 'Audition Deux', orders: 1 },
    ]);
  });

  it('refuses another period with a French 400 naming the field', async () => {
    const response = await call('/api/statistics?months=5', preparator);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe('Période : 3, 6, 12 ou 24 mois');
  });
});

describe('a manager’s activity', () => {
  it('is its establishment’s only, never another’s', async () => {
    const response = await call('/api/statistics/establishment?months=3', manager);
    expect((await response.json()) as EstablishmentActivity).toEqual({
      months: 3,
      since: '2026-09-01',
      orders_per_month: [{ month: '2026-11', orders: 2, remakes: 0 }],
      spend_per_month: [{ month: '2026-10', ttc_cents: 12_000 }],
      average_lead_days: 3,
    });
  });
});

describe('statistics permission matrix', () => {
  // anonymous, preparator, manager, manager without establishment, user, viewer
  const MATRIX = {
    '/api/statistics': [401, 200, 403, 403, 403, 403],
    '/api/statistics/establishment': [401, 403, 200, 403, 403, 403],
  } as const;
  it.each(
    (Object.keys(MATRIX) as (keyof typeof MATRIX)[]).flatMap((path) =>
      WHO_WITHOUT_BAD_TOKEN.map((who, column) => [path, who, MATRIX[path][column]] as const),
    ),
  )('%s by %s: %i', async (path, who: Who, status) => {
    const { token } = await callerScene(t, who);
    const response = await call(path, token);
    expect(response.status).toBe(status);
    // A manager of a new establishment sees an empty activity, nothing of the others'.
    if (path === '/api/statistics/establishment' && status === 200)
      expect(await response.json()).toMatchObject({
        orders_per_month: [],
        spend_per_month: [],
        average_lead_days: null,
      });
  });
});
