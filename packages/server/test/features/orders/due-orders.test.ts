import type { OrderListPage } from '@conque/domain/orders/api-types';
import type { DueCounts } from '@conque/domain/planning/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, insertRegisteredOrder } from './orders-test-kit';

// The lab's late orders and those due today (Paris day of the server's clock), the
// dashboard's filter and counts, and its sort by promised day.

let t: TestApp;
let preparator: string;
let manager: string;
const ids: Record<string, string> = {};

// Thursday 3 December 2026, 00:30 in Paris but still the 2nd in UTC: "today" is the Paris day.
const NOW = '2026-12-02T23:30:00Z';
const call = (path: string, token: string) =>
  createApp({ db: t.db, config: t.config, storage: t.storage, now: () => new Date(NOW) }).request(path, {
    headers: { authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  t = await createTestApp();
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  const establishment = await insertEstablishment(t.db);
  const owner = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  manager = owner.token;
  const order = (
    name: string,
    status: 'registered' | 'in_progress' | 'shipped' | 'cancelled',
    promised: string | null,
  ) =>
    insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: owner.user.id,
      patientFirstName: name,
      status,
      promisedShipOn: promised,
    }).then((row) => {
      ids[name] = row.id;
    });
  await order('Late', 'registered', '2026-12-01');
  await order('Later', 'in_progress', '2026-12-02');
  await order('Today', 'in_progress', '2026-12-03');
  await order('Tomorrow', 'registered', '2026-12-04');
  await order('ShippedLate', 'shipped', '2026-11-20');
  await order('CancelledToday', 'cancelled', '2026-12-03');
  await order('Old', 'registered', null);
});
afterAll(() => t.close());

const names = async (query: string, token = preparator) =>
  ((await (await call(`/api/orders?${query}`, token)).json()) as OrderListPage).items.map(
    (item) => item.patient_first_name,
  );

describe('what is due', () => {
  it('counts the late orders, those due today and those at risk, never shipped or cancelled ones', async () => {
    const response = await call('/api/orders/due-counts', preparator);
    expect((await response.json()) as DueCounts).toEqual({
      late: 2,
      today: 1,
      // Today and Tomorrow, four steps left with one allowed (domain/planning/at-risk.ts).
      at_risk: 2,
      today_day: '2026-12-03',
    });
    expect((await call('/api/orders/due-counts', manager)).status).toBe(403);
  });

  it('filters the list on late orders and on today, with their totals', async () => {
    const late = (await (await call('/api/orders?due=late', preparator)).json()) as OrderListPage;
    expect(late.total).toBe(2);
    expect(late.items.map((item) => [item.patient_first_name, item.promised_ship_on, item.due])).toEqual([
      ['Later', '2026-12-02', 'late'],
      ['Late', '2026-12-01', 'late'],
    ]);
    expect(await names('due=today')).toEqual(['Today']);
    expect(await names('due=late&status=in_progress')).toEqual(['Later']);
  });

  it('sorts by promised day, what awaits shipment first, undated last among them', async () => {
    expect(await names('sort=promised')).toEqual([
      'Late',
      'Later',
      'Today',
      'Tomorrow',
      'Old',
      'ShippedLate',
      'CancelledToday',
    ]);
    expect(await names('sort=promised&due=late')).toEqual(['Late', 'Later']);
    // The default order stays the spec's: newest first.
    expect(await names('')).toEqual([
      'Old',
      'CancelledToday',
      'ShippedLate',
      'Tomorrow',
      'Today',
      'Later',
      'Late',
    ]);
  });

  it('leaves the other roles’ lists as they are', async () => {
    expect(await names('due=late', manager)).toHaveLength(7);
  });

  it.each([
    ['due=soon', 'Échéance : Le filtre vaut late, today ou at_risk.'],
    ['sort=patient', 'Tri : Le tri vaut created ou promised.'],
  ])('refuses %s with a French 400', async (query, message) => {
    const response = await call(`/api/orders?${query}`, preparator);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
  });
});
