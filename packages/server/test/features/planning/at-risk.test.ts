import type { OrderListPage } from '@conque/domain/orders/api-types';
import { DEFAULT_PLANNING } from '@conque/domain/planning/planning-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import type { orders } from '../../../src/db/schema/index';
import { planningStore } from '../../../src/features/planning/read-planning';
import type { Deps } from '../../../src/kernel/deps';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// Decision 143: the lab's list marks « À risque » an order whose steps are behind its promised day
// (domain/planning/at-risk.ts), from its step on the orders row and the steps in force (decision
// 141); the clinic's list never does.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Monday 30 November 2026, 10:00 in Paris, unless a test moves it.
const MONDAY = new Date('2026-11-30T09:00:00Z');
let now = MONDAY;
const call = async (path: string, token: string) => {
  const app = createApp({ db: t.db, config: t.config, storage: t.storage, now: () => now });
  const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
};
const list = async (token: string, query = '') =>
  (await call(`/api/orders?page=1${query}`, token)) as OrderListPage;
/** Every order of the list, page after page. */
const everyItem = async (token: string, query = '') => {
  const items: OrderListPage['items'] = [];
  for (let page = 1; ; page += 1) {
    const { items: more } = (await call(`/api/orders?page=${page}${query}`, token)) as OrderListPage;
    if (more.length === 0) return items;
    items.push(...more);
  }
};

describe('« À risque » on the lab’s list', () => {
  it('marks an order behind its steps before it is late, for the lab only', async () => {
    const establishment = await insertEstablishment(t.db);
    const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const order = (values: Partial<typeof orders.$inferInsert>) =>
      insertRegisteredOrder(t.db, { establishmentId: establishment.id, createdBy: user.user.id, ...values });
    const cases = {
      // Promised Tuesday (the next working day), still at its first step: at risk.
      firstStepTomorrow: await order({ status: 'in_progress', promisedShipOn: '2026-12-01' }),
      // At the quality control the day before: not.
      controlTomorrow: await order({
        status: 'in_progress',
        promisedShipOn: '2026-12-01',
        productionStep: 'controle_qualite',
      }),
      // Registered, not started, promised today: at risk.
      registeredToday: await order({ status: 'registered', promisedShipOn: '2026-11-30' }),
      // Four steps, three working days: not yet.
      startedWednesday: await order({ status: 'in_progress', promisedShipOn: '2026-12-02' }),
      // Promised Friday: « En retard », not at risk.
      late: await order({ status: 'in_progress', promisedShipOn: '2026-11-27' }),
      // Done, ready to ship today: not.
      done: await order({ status: 'in_progress', promisedShipOn: '2026-11-30', productionDone: true }),
    };
    const marked = (page: OrderListPage) =>
      Object.fromEntries(
        Object.entries(cases).map(([name, row]) => [
          name,
          page.items.find((item) => item.id === row.id)?.at_risk,
        ]),
      );
    const lab = await list(preparator.token);
    expect(marked(lab)).toEqual({
      firstStepTomorrow: true,
      controlTomorrow: false,
      registeredToday: true,
      startedWednesday: false,
      late: false,
      done: false,
    });
    expect(lab.items.find((item) => item.id === cases.late.id)?.due).toBe('late');
    expect(Object.values(marked(await list(user.token)))).toEqual(Array(6).fill(false));
  });

  it('the lab’s filter « À risque » and its count find the orders its rows mark, on every page', async () => {
    const establishment = await insertEstablishment(t.db);
    const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const order = (values: Partial<typeof orders.$inferInsert>) =>
      insertRegisteredOrder(t.db, { establishmentId: establishment.id, createdBy: user.user.id, ...values });
    // Each day of two weeks: one order registered, one in progress at each step (none, each, one no
    // longer in force), one waiting for an impression (never at risk): 8 × 14 orders, with the first
    // test's six.
    const steps = [null, 'modelisation', 'impression', 'finition', 'controle_qualite', 'retiree'];
    for (let offset = -2; offset < 12; offset += 1) {
      const promisedShipOn = new Date(Date.UTC(2026, 10, 30 + offset)).toISOString().slice(0, 10);
      for (const status of ['registered', 'in_progress', 'awaiting_impression'] as const)
        for (const productionStep of status === 'in_progress' ? steps : [null])
          await order({ status, promisedShipOn, productionStep });
    }
    const expectFilterAsMarked = async () => {
      const marked = (await everyItem(preparator.token))
        .filter((item) => item.at_risk)
        .map((item) => item.id);
      const filtered = await everyItem(preparator.token, '&due=at_risk');
      expect(filtered.map((item) => item.id).sort()).toEqual([...marked].sort());
      expect(filtered.every((item) => item.at_risk)).toBe(true);
      expect((await list(preparator.token, '&due=at_risk')).total).toBe(marked.length);
      const counts = (await call('/api/orders/due-counts', preparator.token)) as { at_risk: number };
      expect(counts.at_risk).toBe(marked.length);
      return marked.length;
    };
    // From Monday: Monday's and Tuesday's orders not at their last step.
    expect(await expectFilterAsMarked()).toBeGreaterThan(10);
    // From Saturday with the lab closed on Monday: the week-end and Monday allow no step, Tuesday
    // and Wednesday one.
    now = new Date('2026-11-28T09:00:00Z');
    try {
      await planningStore.create({ db: t.db, now: () => now } as Deps, preparator.user.id, '2026-11-28', {
        ...DEFAULT_PLANNING,
        closures: [{ closure_name: 'Inventaire', first_day: '2026-11-30', last_day: '2026-11-30' }],
      });
      expect(await expectFilterAsMarked()).toBeGreaterThan(20);
    } finally {
      now = MONDAY;
    }
    // The clinic's list has no such filter: the same orders with it as without.
    const clinic = await list(user.token);
    expect(await list(user.token, '&due=at_risk')).toEqual(clinic);
  });
});
