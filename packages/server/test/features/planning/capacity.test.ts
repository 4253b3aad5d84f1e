import type { PlanningDaysView } from '@conque/domain/planning/api-types';
import { DEFAULT_PLANNING } from '@conque/domain/planning/planning-settings';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { orders } from '../../../src/db/schema/index';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, insertCompleteDraft, insertRegisteredOrder } from '../orders/orders-test-kit';

// Decision 143: the lab's capacity moves the promised day past the full days, in the quote and at
// validation (a changed day refused as shown), two validations never both take a day's last place,
// and the « Planning » view counts each day's orders due against the capacity.

let t: TestApp;
let preparator: string;
let clinic: Awaited<ReturnType<typeof clinicScene>>;

const at = (iso: string) => {
  const app = createApp({ db: t.db, config: t.config, storage: t.storage, now: () => new Date(iso) });
  return (path: string, init: { token?: string; body?: unknown } = {}) =>
    app.request(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
};

const clinicScene = async () => {
  const establishment = await insertEstablishment(t.db, { name: 'Audition Capacité' });
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
  const draft = () =>
    insertCompleteDraft(t.db, { establishmentId: establishment.id, createdBy: user.user.id, address });
  const due = (promisedShipOn: string, status: 'registered' | 'in_progress' | 'shipped' | 'cancelled') =>
    insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
      promisedShipOn,
      status,
    });
  return { establishment, user, draft, due };
};

beforeAll(async () => {
  t = await createTestApp();
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  clinic = await clinicScene();
  // Two orders a working day from Tuesday 1 December 2026.
  const created = await at('2026-12-01T09:00:00Z')('/api/planning', {
    token: preparator,
    body: { effective_from: '2026-12-01', settings: { ...DEFAULT_PLANNING, daily_capacity: 2 } },
  });
  expect(created.status).toBe(201);
});
afterAll(() => t.close());

const quote = async (iso: string, shippingMethod = 'standard') =>
  (
    (await (
      await at(iso)(`/api/planning/quote?tipType=classic&shippingMethod=${shippingMethod}`, {
        token: clinic.user.token,
      })
    ).json()) as { ship_on: string }
  ).ship_on;

const validate = (orderId: string, iso: string, expectedShipOn: string) =>
  at(iso)('/api/update-order', {
    token: clinic.user.token,
    body: { orderId, updates: { status: 'registered' }, expectedShipOn },
  });

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

/**
 * PostgreSQL: `race` runs while another transaction holds the year's order-number counter, which a
 * validation takes after counting its day; both validations have counted (or one waits on the
 * promised days' lock) before either may commit. Without that lock, both would promise the day.
 * PGlite has one connection: its transactions take turns whatever the code does.
 */
const raceHeldAtTheNumber = async <T>(race: () => Promise<T>): Promise<T> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const counterLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = t.db.transaction(async (tx) => {
    await tx.execute(sql`insert into order_number_counters (year, last) values (2027, 0)
      on conflict (year) do update set last = order_number_counters.last`);
    locked();
    await held;
  });
  await counterLocked;
  const running = race();
  for (let attempt = 0; ; attempt++) {
    const waiting = await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    if ((waiting as unknown as { rows: { n: number }[] }).rows[0]?.n === 2) break;
    if (attempt > 200) throw new Error('the two validations never both waited');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  release();
  await holder;
  return running;
};

describe('the promised day with a capacity', () => {
  it('passes a full day in the quote and at validation; a day shown before it filled is refused', async () => {
    // Tuesday 1 December 10:00 Paris: classic standard, 2 working days → Thursday 3.
    const tuesday = '2026-12-01T09:00:00Z';
    await clinic.due('2026-12-03', 'registered');
    await clinic.due('2026-12-03', 'shipped');
    await clinic.due('2026-12-03', 'cancelled');
    expect(await quote(tuesday)).toBe('2026-12-03');
    const shown = await quote(tuesday);
    // The day's second order due (the shipped and cancelled ones are not): Thursday is full.
    await clinic.due('2026-12-03', 'in_progress');
    expect(await quote(tuesday)).toBe('2026-12-04');
    // Express (1 day, Wednesday 2) still has room.
    expect(await quote(tuesday, 'express')).toBe('2026-12-02');

    const draft = await clinic.draft();
    const refused = await validate(draft.id, tuesday, shown);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error).toEqual({
      code: 'promised_date_changed',
      field: 'expectedShipOn',
      message:
        "La date d'expédition prévue a changé depuis son affichage : le vendredi 4 décembre au lieu du jeudi 3 décembre. Vérifiez le récapitulatif, puis validez à nouveau pour confirmer cette date.",
    });
    expect(await orderRow(draft.id)).toMatchObject({
      status: 'draft',
      orderNumber: null,
      promisedShipOn: null,
    });
    expect((await validate(draft.id, tuesday, '2026-12-04')).status).toBe(200);
    expect(await orderRow(draft.id)).toMatchObject({ status: 'registered', promisedShipOn: '2026-12-04' });

    // Friday full as well: over the week-end to Monday 7.
    await clinic.due('2026-12-04', 'registered');
    expect(await quote(tuesday)).toBe('2026-12-07');
  });

  it('gives a day’s last place to one of two validations racing for it; the other is told the next day', async () => {
    // Tuesday 12 January 2027, 10:00 Paris → Thursday 14, one place left.
    const tuesday = '2027-01-12T09:00:00Z';
    await clinic.due('2027-01-14', 'registered');
    expect(await quote(tuesday)).toBe('2027-01-14');
    const [first, second] = [await clinic.draft(), await clinic.draft()];
    const race = () =>
      Promise.all([validate(first.id, tuesday, '2027-01-14'), validate(second.id, tuesday, '2027-01-14')]);
    const answers = process.env.TEST_DATABASE_URL ? await raceHeldAtTheNumber(race) : await race();
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers[0]?.status === 409 ? first : second;
    const refusal = (await answers.find((answer) => answer.status === 409)?.json()) as ErrorJson;
    expect(refusal.error.message).toContain('le vendredi 15 janvier au lieu du jeudi 14 janvier');
    const thursday = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.promisedShipOn, '2027-01-14'), eq(orders.status, 'registered')));
    expect(thursday).toHaveLength(2);
    expect((await validate(loser.id, tuesday, '2027-01-15')).status).toBe(200);
  });
});

describe('the « Planning » view', () => {
  const days = async (iso: string) => {
    const response = await at(iso)('/api/planning/days', { token: preparator });
    expect(response.status).toBe(200);
    return (await response.json()) as PlanningDaysView;
  };

  it('counts the next fifteen working days’ orders due against the capacity, and lists them', async () => {
    // Monday 7 June 2027: three working weeks, to Friday 25 June.
    await clinic.due('2027-06-07', 'registered');
    await clinic.due('2027-06-07', 'in_progress');
    const over = [
      await clinic.due('2027-06-09', 'registered'),
      await clinic.due('2027-06-09', 'registered'),
      await clinic.due('2027-06-09', 'registered'),
    ];
    await clinic.due('2027-06-10', 'registered');
    await clinic.due('2027-06-10', 'shipped');
    await clinic.due('2027-06-28', 'registered');

    const view = await days('2027-06-07T08:00:00Z');
    expect(view.daily_capacity).toBe(2);
    expect(view.days.map((day) => day.day)).toEqual(
      [
        ...['07', '08', '09', '10', '11', '14', '15', '16', '17', '18'],
        ...['21', '22', '23', '24', '25'],
      ].map((date) => `2027-06-${date}`),
    );
    expect(view.days.slice(0, 4).map(({ day, due, load }) => ({ day, due, load }))).toEqual([
      { day: '2027-06-07', due: 2, load: 'full' },
      { day: '2027-06-08', due: 0, load: 'open' },
      { day: '2027-06-09', due: 3, load: 'over' },
      { day: '2027-06-10', due: 1, load: 'open' },
    ]);
    expect(view.days[2]?.orders).toEqual(
      over.map((order) => ({
        id: order.id,
        order_number: order.orderNumber,
        patient_first_name: 'Paul',
        patient_last_name: 'Lefèvre',
        establishment_name: 'Audition Capacité',
        status: 'registered',
        shipping_method: 'pickup',
        tip_type: 'classic',
      })),
    );
    // A Saturday shows from Monday on.
    expect((await days('2027-06-05T08:00:00Z')).days[0]?.day).toBe('2027-06-07');
  });
});
