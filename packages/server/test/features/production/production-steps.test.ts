import { randomUUID } from 'node:crypto';
import type { OrderListPage, OrderView } from '@conque/domain/orders/api-types';
import type { ProductionConflictBody, ProductionStepResult } from '@conque/domain/production/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionRequests } from '../../../src/db/schema/index';
import { signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  type ErrorJson,
  eventsOf,
  operationsSnapshot,
  orderRow,
} from '../order-status/order-status-test-kit';
import { advance, productionScene } from './production-test-kit';

// Decision 141: the lab's steps inside « En cours », one use case for the screens and the API, with
// the Idempotency-Key, the 409 of a stale screen, the quality control and its history.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = async (token: string, id: string) =>
  (await (await t.request(`/api/orders/${id}`, { token })).json()) as OrderView;

describe('the steps inside « En cours »', () => {
  it('an order entering « En cours » is at the first step; each step is recorded and read by the clinic', async () => {
    const { preparator, manager, order } = await productionScene(t);
    const registered = await order();
    expect((await detail(manager.token, registered.id)).production).toMatchObject({
      current_step: null,
      done: false,
      revision: 0,
    });
    await t.request(`/api/orders/${registered.id}/status`, {
      token: preparator.token,
      body: { status: 'in_progress' },
    });
    const view = await detail(manager.token, registered.id);
    expect(view.production.current_step).toBe('modelisation');
    expect(view.production.revision).toBe(1);
    expect(view.production.steps.map((step) => step.clinic_label)).toEqual([
      'En modélisation',
      'En impression',
      'En finition',
      'En contrôle qualité',
    ]);

    const moved = await advance(t, preparator.token, registered.id, { from_step: 'modelisation' });
    expect(moved.status).toBe(200);
    const result = (await moved.json()) as ProductionStepResult;
    expect(result.status).toBe('in_progress');
    expect(result.production).toMatchObject({ current_step: 'impression', revision: 2, done: false });
    const ahead = await advance(t, preparator.token, registered.id, {
      from_step: 'impression',
      to_step: 'finition',
    });
    expect(ahead.status).toBe(200);

    const list = (await (await t.request('/api/orders', { token: manager.token })).json()) as OrderListPage;
    expect(list.items.find((item) => item.id === registered.id)?.production_label).toBe('En finition');
    expect((await eventsOf(t, registered.id)).slice(-2)).toEqual([
      { kind: 'production_step_reached', from: 'Modélisation', to: 'Impression', actorName: 'Marie Durand' },
      { kind: 'production_step_reached', from: 'Impression', to: 'Finition', actorName: 'Marie Durand' },
    ]);
  });

  it('a stale `from_step` is a 409 saying where the order is and who moved it, and changes nothing', async () => {
    const { preparator, inProgress } = await productionScene(t);
    const order = await inProgress({ productionStep: 'impression', productionRevision: 4 });
    await advance(t, preparator.token, order.id, { from_step: 'impression' });
    const before = await operationsSnapshot(t);
    const stale = await advance(t, preparator.token, order.id, { from_step: 'impression' });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as ProductionConflictBody;
    expect(body.error.code).toBe('production_step_changed');
    expect(body.error.field).toBe('from_step');
    expect(body.error.message).toMatch(
      /^La commande a changé entre-temps : elle est maintenant à l'étape « Finition » \(modifiée par Marie Durand le \d\d\/\d\d\/\d{4} à \d\d:\d\d\)\. Rien n'a été modifié\.$/,
    );
    expect(body.production).toMatchObject({ current_step: 'finition', revision: 5 });
    expect(await operationsSnapshot(t)).toEqual(before);
  });

  it('the same Idempotency-Key replays the first answer without moving twice; for another request, a 409', async () => {
    const { preparator, inProgress } = await productionScene(t);
    const order = await inProgress();
    const key = randomUUID();
    const first = await advance(t, preparator.token, order.id, { from_step: 'modelisation' }, key);
    const firstBody = await first.json();
    const again = await advance(t, preparator.token, order.id, { from_step: 'modelisation' }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect((await orderRow(t, order.id)).productionStep).toBe('impression');
    expect(
      (await eventsOf(t, order.id)).filter((event) => event.kind === 'production_step_reached'),
    ).toHaveLength(1);

    const other = await advance(t, preparator.token, order.id, { from_step: 'impression' }, key);
    expect(other.status).toBe(409);
    expect(((await other.json()) as ErrorJson).error.message).toBe(
      "Cette clé d'idempotence a déjà servi pour une autre requête.",
    );
    const colleague = await signedInUser(t.db, t.config, { role: 'preparator' });
    expect((await advance(t, colleague.token, order.id, { from_step: 'modelisation' }, key)).status).toBe(
      409,
    );
  });

  it('refuses a missing key, an unknown step, the same step, and passing the quality control without it', async () => {
    const { preparator, inProgress } = await productionScene(t);
    const order = await inProgress({ productionStep: 'controle_qualite' });
    const before = await operationsSnapshot(t);
    const noKey = await t.request(`/api/orders/${order.id}/production-step`, {
      token: preparator.token,
      body: { from_step: 'controle_qualite' },
    });
    expect(noKey.status).toBe(400);
    expect(((await noKey.json()) as ErrorJson).error).toEqual({
      code: 'bad_request',
      message: 'Idempotency-Key : un UUID créé par le client est obligatoire',
      field: 'idempotency-key',
    });
    const qc = await advance(t, preparator.token, order.id, { from_step: 'controle_qualite' });
    expect(qc.status).toBe(409);
    expect(((await qc.json()) as ErrorJson).error.message).toBe(
      'Le contrôle qualité se valide avec sa liste de contrôle : chaque point doit être coché conforme ou non.',
    );
    const other = await inProgress({ productionStep: 'impression' });
    const unknown = await advance(t, preparator.token, other.id, {
      from_step: 'impression',
      to_step: 'polissage',
    });
    expect(((await unknown.json()) as ErrorJson).error).toEqual({
      code: 'bad_request',
      message: "Étape suivante : Cette étape n'existe pas dans les étapes de fabrication en vigueur.",
      field: 'to_step',
    });
    const same = await advance(t, preparator.token, other.id, {
      from_step: 'impression',
      to_step: 'impression',
    });
    expect(((await same.json()) as ErrorJson).error.message).toBe(
      'Étape suivante : La commande est déjà à cette étape.',
    );
    expect((await operationsSnapshot(t)).events).toEqual(before.events);
    // A refused call keeps no key: the same key may then carry the right request.
    expect(
      await t.db.select().from(productionRequests).where(eq(productionRequests.orderId, other.id)),
    ).toEqual([]);
  });
});
