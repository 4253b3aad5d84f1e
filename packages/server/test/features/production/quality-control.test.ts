import type { OrderListPage } from '@conque/domain/orders/api-types';
import type { RemakeRatesResponse } from '@conque/domain/orders/remakes';
import type { ProductionStepResult } from '@conque/domain/production/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionRequests, qualityControlFailures } from '../../../src/db/schema/index';
import { pruneProductionRequests } from '../../../src/features/production/production-requests';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  type ErrorJson,
  eventsOf,
  operationsSnapshot,
  orderRow,
} from '../order-status/order-status-test-kit';
import { ALL_PASS, advance, control, productionScene } from './production-test-kit';

// Decision 141: the quality control (a failed point back to a step with its reason, all passed:
// « Prête à expédier » or ready for pickup), « Causes de reprise », the webhook event, the pruning.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the quality control', () => {
  it('a failed point sends the order back to the chosen step with the reason; then all pass: « Prête à expédier »', async () => {
    const { preparator, manager, inProgress } = await productionScene(t);
    const order = await inProgress({ productionStep: 'controle_qualite' });
    const failed = await control(t, preparator.token, order.id, {
      from_step: 'controle_qualite',
      results: { ...ALL_PASS, event: false, tube: false },
      return_to_step: 'finition',
      reason: 'Évent bouché, tube trop court',
    });
    expect(failed.status).toBe(200);
    expect(((await failed.json()) as ProductionStepResult).production.current_step).toBe('finition');
    const [failure] = await t.db
      .select()
      .from(qualityControlFailures)
      .where(eq(qualityControlFailures.orderId, order.id));
    expect(failure).toMatchObject({
      failedItems: [
        { key: 'event', label: 'Évent' },
        { key: 'tube', label: 'Tube' },
      ],
      returnToStep: 'finition',
      reason: 'Évent bouché, tube trop court',
    });
    expect((await eventsOf(t, order.id)).slice(-2)).toEqual([
      {
        kind: 'quality_control_failed',
        from: 'Évent, Tube',
        to: 'Évent bouché, tube trop court',
        actorName: 'Marie Durand',
      },
      {
        kind: 'production_step_reached',
        from: 'Contrôle qualité',
        to: 'Finition',
        actorName: 'Marie Durand',
      },
    ]);

    await advance(t, preparator.token, order.id, { from_step: 'finition' });
    const passed = await control(t, preparator.token, order.id, {
      from_step: 'controle_qualite',
      results: ALL_PASS,
    });
    expect(((await passed.json()) as ProductionStepResult).production).toMatchObject({
      current_step: null,
      done: true,
    });
    const row = await orderRow(t, order.id);
    expect(row).toMatchObject({ status: 'in_progress', productionDone: true, productionStep: null });
    const list = (await (await t.request('/api/orders', { token: manager.token })).json()) as OrderListPage;
    expect(list.items.find((item) => item.id === order.id)?.production_label).toBe('Prête à expédier');
    expect((await eventsOf(t, order.id)).at(-1)?.kind).toBe('quality_control_passed');
  });

  it('a pickup order whose control passes becomes « Prête à être récupérée » through the status change', async () => {
    const { preparator, inProgress } = await productionScene(t);
    const order = await inProgress({ productionStep: 'controle_qualite', shippingMethod: 'pickup' });
    const passed = await control(t, preparator.token, order.id, {
      from_step: 'controle_qualite',
      results: ALL_PASS,
    });
    expect(((await passed.json()) as ProductionStepResult).status).toBe('ready_pickup');
    const row = await orderRow(t, order.id);
    expect(row.status).toBe('ready_pickup');
    expect(row.shippedAt).not.toBeNull();
    expect((await eventsOf(t, order.id)).slice(-2).map((event) => [event.kind, event.to])).toEqual([
      ['quality_control_passed', null],
      ['status_changed', 'ready_pickup'],
    ]);
  });

  it('names a point left out, a point unknown, a missing return step or reason, and a return to the control itself', async () => {
    const { preparator, inProgress } = await productionScene(t);
    const order = await inProgress({ productionStep: 'controle_qualite' });
    const before = await operationsSnapshot(t);
    const errorOf = async (body: Record<string, unknown>) =>
      (
        (await (
          await control(t, preparator.token, order.id, { from_step: 'controle_qualite', ...body })
        ).json()) as ErrorJson
      ).error;
    const { tube: _left, ...withoutTube } = ALL_PASS;
    expect(await errorOf({ results: withoutTube })).toEqual({
      code: 'bad_request',
      message: 'Résultats du contrôle : Point de contrôle non renseigné : « Tube »',
      field: 'results',
    });
    expect((await errorOf({ results: { ...ALL_PASS, teinte: true } })).message).toBe(
      'Résultats du contrôle : Point de contrôle inconnu : teinte',
    );
    const oneFails = { ...ALL_PASS, marquage: false };
    expect((await errorOf({ results: oneFails, reason: 'Marquage absent' })).message).toBe(
      "Étape de retour : Choisissez l'étape à laquelle la commande retourne",
    );
    expect(
      (await errorOf({ results: oneFails, return_to_step: 'controle_qualite', reason: 'x' })).message,
    ).toBe("Étape de retour : La commande ne peut retourner qu'à une étape avant le contrôle qualité");
    expect((await errorOf({ results: oneFails, return_to_step: 'finition' })).message).toBe(
      'Motif : Indiquez la raison de la reprise',
    );
    expect((await errorOf({ results: ALL_PASS, reason: 'rien' })).field).toBe('reason');
    expect(await operationsSnapshot(t)).toEqual(before);
    const early = await inProgress({ productionStep: 'impression' });
    const notYet = await control(t, preparator.token, early.id, {
      from_step: 'impression',
      results: ALL_PASS,
    });
    expect(notYet.status).toBe(409);
    expect(((await notYet.json()) as ErrorJson).error.message).toBe(
      "La commande n'est pas au contrôle qualité.",
    );
  });
});

describe('« Causes de reprise »', () => {
  it('counts each failed point of the quality controls, most frequent first', async () => {
    const { preparator, inProgress } = await productionScene(t);
    const causes = async () => {
      const response = await t.request('/api/remake-rates?months=3', { token: preparator.token });
      const { rework_causes } = (await response.json()) as RemakeRatesResponse;
      return Object.fromEntries(rework_causes.map((cause) => [cause.label, cause.failures]));
    };
    const before = await causes();
    const fail = async (results: Record<string, boolean>) => {
      const order = await inProgress({ productionStep: 'controle_qualite' });
      const response = await control(t, preparator.token, order.id, {
        from_step: 'controle_qualite',
        results: { ...ALL_PASS, ...results },
        return_to_step: 'modelisation',
        reason: 'Reprise',
      });
      expect(response.status).toBe(200);
    };
    await fail({ marquage: false });
    await fail({ marquage: false, adaptation: false });
    const after = await causes();
    expect((after['Marquage gauche / droite'] ?? 0) - (before['Marquage gauche / droite'] ?? 0)).toBe(2);
    expect((after["Adaptation à l'empreinte"] ?? 0) - (before["Adaptation à l'empreinte"] ?? 0)).toBe(1);
    const response = await t.request('/api/remake-rates?months=3', { token: preparator.token });
    const counts = ((await response.json()) as RemakeRatesResponse).rework_causes.map(
      (cause) => cause.failures,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('the webhook event and the pruning', () => {
  it('each step reached is order.production_step_reached, ids only, for the endpoints that chose it', async () => {
    const { preparator, manager, inProgress } = await productionScene(t);
    const created = await t.request('/api/webhook-endpoints', {
      token: manager.token,
      body: { url: 'https://hooks.exemple.fr/conque', events: ['order.production_step_reached'] },
    });
    expect(created.status).toBe(201);
    const { endpoint } = (await created.json()) as { endpoint: { id: string } };
    const order = await inProgress({ productionStep: 'finition', productionRevision: 2 });
    await advance(t, preparator.token, order.id, { from_step: 'finition' });
    await control(t, preparator.token, order.id, { from_step: 'controle_qualite', results: ALL_PASS });
    const result = await t.db.execute(
      `select payload from webhook_deliveries where endpoint_id = '${endpoint.id}' order by created_at, payload->'data'->>'revision'`,
    );
    const payloads = (result as unknown as { rows: { payload: { type: string; data: unknown } }[] }).rows.map(
      (row) => [row.payload.type, row.payload.data],
    );
    expect(payloads).toEqual([
      [
        'order.production_step_reached',
        {
          orderId: order.id,
          establishmentId: order.establishmentId,
          step: 'controle_qualite',
          done: false,
          revision: 3,
        },
      ],
      [
        'order.production_step_reached',
        { orderId: order.id, establishmentId: order.establishmentId, step: null, done: true, revision: 4 },
      ],
    ]);
  });

  it('keeps the keys 7 days', async () => {
    const { preparator, inProgress } = await productionScene(t);
    const order = await inProgress();
    await advance(t, preparator.token, order.id, { from_step: 'modelisation' });
    const kept = async () =>
      (await t.db.select().from(productionRequests).where(eq(productionRequests.orderId, order.id))).length;
    await pruneProductionRequests(t.db, new Date(Date.now() + 6 * 86_400_000));
    expect(await kept()).toBe(1);
    await pruneProductionRequests(t.db, new Date(Date.now() + 8 * 86_400_000));
    expect(await kept()).toBe(0);
  });
});
