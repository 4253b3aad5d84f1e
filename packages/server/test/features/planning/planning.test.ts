import type { OrderNotificationList } from '@conque/domain/orders/api-types';
import type { PlanningView } from '@conque/domain/planning/api-types';
import { DEFAULT_PLANNING } from '@conque/domain/planning/planning-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { orderEvents, orders, outbox, planningVersions } from '../../../src/db/schema/index';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, insertCompleteDraft, insertRegisteredOrder } from '../orders/orders-test-kit';

// The planning in versions, the date promised at validation (as shown, or a 409),
// and a préparateur moving it.

let t: TestApp;
let preparator: string;
beforeAll(async () => {
  t = await createTestApp();
  preparator = (
    await signedInUser(t.db, t.config, { role: 'preparator', firstName: 'Paule', lastName: 'Plan' })
  ).token;
});
afterAll(() => t.close());

/** The same app on the same database, its clock at `iso`. */
const at = (iso: string) => {
  const app = createApp({ db: t.db, config: t.config, storage: t.storage, now: () => new Date(iso) });
  return (path: string, init: { token?: string; body?: unknown; method?: string } = {}) =>
    app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
};

const clinic = async () => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
  const draft = () =>
    insertCompleteDraft(t.db, { establishmentId: establishment.id, createdBy: user.user.id, address });
  return { establishment, user, draft };
};

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('the planning in versions', () => {
  it('starts with the defaults; a version for a later day changes nothing before it', async () => {
    const view = (await (
      await at('2026-12-01T09:00:00Z')('/api/planning', { token: preparator })
    ).json()) as PlanningView;
    expect(view.current).toEqual(DEFAULT_PLANNING);
    expect(view.versions).toEqual([]);
    expect(view.holidays.map((holiday) => holiday.day).slice(0, 3)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-03-29',
    ]);

    const created = await at('2026-12-01T09:00:00Z')('/api/planning', {
      token: preparator,
      body: { effective_from: '2026-12-02', settings: { ...DEFAULT_PLANNING, production_days_classic: 5 } },
    });
    expect(created.status).toBe(201);
    const quote = async (iso: string) =>
      (await (
        await at(iso)('/api/planning/quote?tipType=classic&shippingMethod=standard', { token: preparator })
      ).json()) as {
        ship_on: string;
        delivery: unknown;
      };
    // Tuesday 1 December 10:00: 2 days → Thursday; from Wednesday 2 the new version's 5 days.
    expect(await quote('2026-12-01T09:00:00Z')).toEqual({
      ship_on: '2026-12-03',
      delivery: { first: '2026-12-07', last: '2026-12-08' },
    });
    expect((await quote('2026-12-02T09:00:00Z')).ship_on).toBe('2026-12-09');
    await t.db.delete(planningVersions);
  });

  it.each([
    [
      { effective_from: '2026-11-30', settings: DEFAULT_PLANNING },
      "Date d'effet : La date d'effet ne peut pas être passée",
    ],
    [
      { effective_from: '2026-12-02', settings: { ...DEFAULT_PLANNING, production_days_remote: 2.5 } },
      'Fabrication : embout pour écouteur déporté : Un nombre entier de jours ouvrés entre 0 et 30',
    ],
    [
      { effective_from: '2026-12-02', settings: { ...DEFAULT_PLANNING, cutoff: '25:00' } },
      'Heure limite : Heure invalide (HH:MM attendu, par exemple 14:00)',
    ],
    [
      {
        effective_from: '2026-12-02',
        settings: {
          ...DEFAULT_PLANNING,
          closures: [{ first_day: '2026-08-14', last_day: '2026-08-10', closure_name: 'Été' }],
        },
      },
      'Dernier jour de fermeture : Le dernier jour de fermeture précède le premier',
    ],
    [
      {
        effective_from: '2026-12-02',
        settings: {
          ...DEFAULT_PLANNING,
          closures: [{ first_day: '2026-08-10', last_day: '2026-08-14', closure_name: ' ' }],
        },
      },
      'Motif de la fermeture : Indiquez le motif de la fermeture (80 caractères au maximum)',
    ],
    [
      { effective_from: '2026-12-02', settings: { ...DEFAULT_PLANNING, daily_capacity: 0 } },
      'Commandes terminées par jour ouvré : Un nombre entier de commandes entre 1 et 1000, ou rien pour ne pas limiter',
    ],
    [
      { effective_from: '2026-12-02', settings: { ...DEFAULT_PLANNING, daily_capacity: '20' } },
      'Commandes terminées par jour ouvré : Un nombre entier de commandes entre 1 et 1000, ou rien pour ne pas limiter',
    ],
    [{ effective_from: '2026-12-02' }, 'Planning : Ce champ est obligatoire'],
  ])('refuses %j with a French 400 naming the field, and writes nothing', async (body, message) => {
    const response = await at('2026-12-01T09:00:00Z')('/api/planning', { token: preparator, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    expect(await t.db.select().from(planningVersions)).toEqual([]);
  });

  it('answers a French 400 for a quote of an unknown type', async () => {
    const response = await at('2026-12-01T09:00:00Z')(
      '/api/planning/quote?tipType=gold&shippingMethod=standard',
      {
        token: preparator,
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      "Type d'embout : Type d'embout inconnu",
    );
  });
});

describe('the date promised at validation', () => {
  const validate = (token: string, orderId: string, iso: string, expectedShipOn?: string) =>
    at(iso)('/api/update-order', {
      token,
      body: { orderId, updates: { status: 'registered' }, ...(expectedShipOn ? { expectedShipOn } : {}) },
    });

  it('is the day the summary showed; another day is refused with the new one, and nothing is written', async () => {
    const { user, draft } = await clinic();
    // Friday 26 March 2027, 15:00 in Paris: after the cut-off, before Easter Monday: standard classic
    // starts on Tuesday 30 and ships two working days later.
    const friday = '2027-03-26T14:00:00Z';
    const order = await draft();
    const refused = await validate(user.token, order.id, friday, '2027-03-31');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error).toEqual({
      code: 'promised_date_changed',
      field: 'expectedShipOn',
      message:
        "La date d'expédition prévue a changé depuis son affichage : le jeudi 1 avril au lieu du mercredi 31 mars. Vérifiez le récapitulatif, puis validez à nouveau pour confirmer cette date.",
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'draft',
      orderNumber: null,
      promisedShipOn: null,
    });

    expect((await validate(user.token, order.id, friday, '2027-04-01')).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'registered', promisedShipOn: '2027-04-01' });
    // The creator's mail says it, with the carrier's window.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(mail?.text).toContain('Expédition prévue le jeudi 1 avril.');
    expect(mail?.text).toContain('Livraison estimée entre le lundi 5 avril et le mardi 6 avril.');
  });

  it('without expectedShipOn (older clients), the day is set all the same', async () => {
    const { user, draft } = await clinic();
    const order = await draft();
    expect((await validate(user.token, order.id, '2026-12-01T09:00:00Z')).status).toBe(200);
    expect((await orderRow(order.id))?.promisedShipOn).toBe('2026-12-03');
  });
});

describe('a préparateur moves the promised date', () => {
  const move = (token: string | undefined, orderId: string, body: unknown, iso = '2026-12-01T09:00:00Z') =>
    at(iso)(`/api/orders/${orderId}/promised-date`, { token, body });

  it('with a reason: the order, its history, the clinic bell, the mail and a new PDF', async () => {
    const { establishment, user } = await clinic();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
      shippingMethod: 'standard',
      promisedShipOn: '2026-12-03',
    });
    const response = await move(preparator, order.id, {
      promised_ship_on: '2026-12-07',
      reason: 'Imprimante en panne',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ promised_ship_on: '2026-12-07' });
    expect(await orderRow(order.id)).toMatchObject({
      promisedShipOn: '2026-12-07',
      promisedShipReason: 'Imprimante en panne',
    });
    const [event] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(event).toMatchObject({
      kind: 'promised_date_changed',
      fromValue: '2026-12-03',
      toValue: '2026-12-07',
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(mail?.subject).toBe(`Commande ${order.orderNumber} : nouvelle date prévue (P. L.)`);
    expect(mail?.text).toContain('Expédition prévue le lundi 7 décembre.');
    expect(mail?.text).not.toContain('Imprimante');

    // The bell of the order's creator (and its establishment's managers), never another's; opening
    // the order's notifications clears them (the bell of decision 97).
    const bell = async (token: string) =>
      (await (
        await at('2026-12-01T10:00:00Z')('/api/notifications', { token })
      ).json()) as OrderNotificationList;
    expect(await bell(user.token)).toMatchObject({
      total: 1,
      items: [{ order_id: order.id, kind: 'promised_date_changed', patient_name: 'Paul Lefèvre' }],
    });
    const stranger = await clinic();
    expect((await bell(stranger.user.token)).total).toBe(0);
    const clear = await at('2026-12-01T10:00:00Z')(`/api/orders/${order.id}/notifications`, {
      token: user.token,
      method: 'DELETE',
    });
    expect(clear.status).toBe(200);
    expect((await bell(user.token)).total).toBe(0);
  });

  it.each([
    [
      { promised_ship_on: '2026-11-30', reason: 'x' },
      400,
      "Date d'expédition prévue : La nouvelle date ne peut pas être passée",
    ],
    [
      { promised_ship_on: '2026-12-03', reason: 'x' },
      400,
      "Date d'expédition prévue : C'est déjà la date prévue de cette commande",
    ],
    [
      { promised_ship_on: '2026-12-05', reason: 'x' },
      400,
      "Date d'expédition prévue : Le laboratoire est fermé ce jour-là (Samedi)",
    ],
    [
      { promised_ship_on: '2026-12-25', reason: 'x' },
      400,
      "Date d'expédition prévue : Le laboratoire est fermé ce jour-là (Noël)",
    ],
    [
      { promised_ship_on: '2026-12-31', reason: '  ' },
      400,
      'Motif : Indiquez la raison du changement (500 caractères au maximum)',
    ],
    [
      { promised_ship_on: '31/12/2026', reason: 'x' },
      400,
      "Date d'expédition prévue : Date invalide (AAAA-MM-JJ attendu)",
    ],
  ])('refuses %j (%i) and writes nothing', async (body, status, message) => {
    const { establishment, user } = await clinic();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
      promisedShipOn: '2026-12-03',
    });
    const response = await move(preparator, order.id, body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    expect(await orderRow(order.id)).toMatchObject({
      promisedShipOn: '2026-12-03',
      promisedShipReason: null,
    });
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual([]);
  });

  it('refuses a shipped order (409), and anyone but a préparateur (403, or 404 for another establishment)', async () => {
    const { establishment, user } = await clinic();
    const shipped = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
      status: 'shipped',
      promisedShipOn: '2026-12-03',
    });
    const body = { promised_ship_on: '2026-12-07', reason: 'Retard' };
    const conflict = await move(preparator, shipped.id, body);
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as ErrorJson).error.message).toBe(
      'Cette commande est expédiée, prête ou annulée : sa date prévue ne change plus',
    );
    const open = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
      promisedShipOn: '2026-12-03',
    });
    expect((await move(user.token, open.id, body)).status).toBe(403);
    expect((await move((await clinic()).user.token, open.id, body)).status).toBe(404);
    expect((await move(undefined, open.id, body)).status).toBe(401);
    expect((await orderRow(open.id))?.promisedShipOn).toBe('2026-12-03');
  });
});

describe('planning permission matrix', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer. The order moved and the notice read are the caller's own
  // establishment's (a préparateur has none and sees every order).
  const MATRIX = {
    'GET /api/planning': [401, 200, 403, 403, 403, 403],
    'POST /api/planning': [401, 201, 403, 403, 403, 403],
    'GET /api/planning/days': [401, 200, 403, 403, 403, 403],
    'GET /api/planning/quote?tipType=remote&shippingMethod=express': [401, 200, 200, 200, 200, 200],
    'GET /api/orders/due-counts': [401, 200, 403, 403, 403, 403],
    'POST /api/orders/:own/promised-date': [401, 200, 403, 404, 403, 403],
    'POST /api/orders/:other/promised-date': [401, 200, 404, 404, 404, 404],
  } as const;
  it.each(
    (Object.keys(MATRIX) as (keyof typeof MATRIX)[]).flatMap((call) =>
      WHO_WITHOUT_BAD_TOKEN.map((who, column) => [call, who, MATRIX[call][column]] as const),
    ),
  )('%s by %s: %i', async (call, who: Who, status) => {
    const { token, own, other } = await callerScene(t, who);
    const creator = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
    const order = (establishmentId: string) =>
      insertRegisteredOrder(t.db, {
        establishmentId,
        createdBy: creator.user.id,
        promisedShipOn: '2026-12-03',
      });
    const ownOrder = await order(own.id);
    const otherOrder = await order(other.id);
    const [method, template] = call.split(' ') as ['GET' | 'POST', string];
    const path = template.replace(':own', ownOrder.id).replace(':other', otherOrder.id);
    const body = path.endsWith('/promised-date')
      ? { promised_ship_on: '2026-12-07', reason: 'Retard de matière' }
      : path === '/api/planning'
        ? { effective_from: '2026-12-02', settings: DEFAULT_PLANNING }
        : undefined;
    const response = await at('2026-12-01T09:00:00Z')(path, {
      token,
      ...(method === 'POST' ? { body } : {}),
    });
    expect(response.status).toBe(status);
    if ((status ?? 0) >= 400) {
      expect((await orderRow(ownOrder.id))?.promisedShipOn).toBe('2026-12-03');
      expect((await orderRow(otherOrder.id))?.promisedShipOn).toBe('2026-12-03');
    }
    await t.db.delete(planningVersions);
  });
});
