import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookAttemptsPage, WebhookEndpointJson } from '@conque/domain/webhooks/api-types';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  jobs,
  orderComments,
  outbox,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../src/db/schema/index';
import { postWebhook } from '../../../src/features/webhooks/post-webhook';
import {
  KEPT_ATTEMPTS_PER_ENDPOINT,
  pruneWebhookLog,
} from '../../../src/features/webhooks/prune-webhook-log';
import { RefusedTargetError, resolveWebhookTarget } from '../../../src/features/webhooks/webhook-address';
import { signingSecrets } from '../../../src/features/webhooks/webhook-secret';
import type { Deps } from '../../../src/kernel/deps';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { startWebhookReceiver } from '../../support/webhook-receiver';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// Endpoints, deliveries signed per Standard Webhooks (checked with the package's
// own verifier), retries, the delivery log, « Renvoyer », and the refused addresses, against a real
// receiver on the loopback (the test-only WEBHOOKS_ALLOW_INSECURE_LOOPBACK).

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let answers: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ webhooks: { allowInsecureLoopback: true } });
  receiver = await startWebhookReceiver((request) =>
    request.path === '/redirect'
      ? { status: 302, headers: { location: '/hook' } }
      : { status: answers.shift() ?? 200, body: 'x'.repeat(10_000) },
  );
});
// Each test hears only its own endpoints (the lab's would hear every establishment's events).
beforeEach(async () => {
  await t.db.delete(webhookEndpoints);
  answers = [];
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const quiet = { log: () => {} };
const depsAt = (now: Date, config = t.config): Deps => ({
  db: t.db,
  config,
  now: () => now,
  storage: t.storage,
});
const run = (now = new Date(), config = t.config) => runRegisteredJobs(depsAt(now, config), quiet);
type Created = { endpoint: { id: string }; secret: string };

const scene = async (events = ['order.status_changed', 'order.comment_added'], path = '/hook') => {
  const establishment = await insertEstablishment(t.db);
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  const order = await insertRegisteredOrder(t.db, {
    establishmentId: establishment.id,
    createdBy: manager.profile.id,
  });
  const response = await t.request('/api/webhook-endpoints', {
    token: manager.token,
    body: { url: receiver.url(path), events, description: 'Logiciel du cabinet' },
  });
  expect(response.status).toBe(201);
  return { establishment, manager, order, created: (await response.json()) as Created };
};

const comment = (token: string, orderId: string) =>
  t.request(`/api/orders/${orderId}/comments`, { token, body: { content: 'Merci de vérifier la teinte.' } });

const receivedFor = (deliveryIds: Set<string>) =>
  receiver.received.filter((entry) => deliveryIds.has(entry.headers['webhook-id'] ?? ''));

const attemptsOf = async (endpointId: string, token: string) =>
  (await (
    await t.request(`/api/webhook-endpoints/${endpointId}/attempts`, { token })
  ).json()) as WebhookAttemptsPage;

const endpointsOf = async (token: string) =>
  (await (await t.request('/api/webhook-endpoints', { token })).json()) as { items: WebhookEndpointJson[] };

const deliveriesOf = async (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe('webhooks', () => {
  it('delivers an order event, signed, with ids only, to the establishment’s endpoint and the lab’s, and logs it', async () => {
    const { manager, order, created } = await scene();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const lab = (await (
      await t.request('/api/webhook-endpoints', {
        token: preparator.token,
        body: { url: receiver.url('/lab'), events: ['order.comment_added'] },
      })
    ).json()) as Created;
    // Another establishment's order: the lab hears it, the first establishment does not.
    const elsewhere = await insertEstablishment(t.db);
    const otherManager = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: elsewhere.id,
    });
    const otherOrder = await insertRegisteredOrder(t.db, {
      establishmentId: elsewhere.id,
      createdBy: otherManager.profile.id,
    });
    expect((await comment(manager.token, order.id)).status).toBe(201);
    expect((await comment(otherManager.token, otherOrder.id)).status).toBe(201);
    // The listing never shows a secret.
    const listed = await endpointsOf(manager.token);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    await run();
    const own = await deliveriesOf(created.endpoint.id);
    expect(own.map((row) => [row.eventType, row.status])).toEqual([['order.comment_added', 'delivered']]);
    const [sent] = receivedFor(new Set(own.map((row) => row.id)));
    if (!sent) throw new Error('not received');
    const payload = new Webhook(created.secret).verify(sent.body, sent.headers) as Record<string, unknown>;
    const [stored] = await t.db.select().from(orderComments).where(eq(orderComments.orderId, order.id));
    expect(payload).toEqual({
      type: 'order.comment_added',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: { orderId: order.id, establishmentId: order.establishmentId, commentId: stored?.id },
    });
    expect(sent.body).not.toContain('Lefèvre');
    expect(sent.body).not.toContain('teinte');
    // Signed by another secret, it does not verify.
    expect(() => new Webhook(lab.secret).verify(sent.body, sent.headers)).toThrow();
    const labIds = new Set((await deliveriesOf(lab.endpoint.id)).map((row) => row.id));
    expect(labIds.size).toBe(2);
    for (const entry of receivedFor(labIds))
      expect(() => new Webhook(lab.secret).verify(entry.body, entry.headers)).not.toThrow();

    const log = await attemptsOf(created.endpoint.id, manager.token);
    expect(log).toMatchObject({
      total: 1,
      items: [{ event_type: 'order.comment_added', status_code: 200, delivery_status: 'delivered' }],
    });
    // The answer is read up to 4 KB.
    expect(log.items[0]?.response).toBe('x'.repeat(4096));
  });

  it('retries after a 500 on the webhook schedule, never follows a redirect, and « Renvoyer » sends a delivered one again', async () => {
    const { manager, order, created } = await scene();
    answers = [500];
    await comment(manager.token, order.id);
    const start = new Date();
    await run(start);
    const [delivery] = await deliveriesOf(created.endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    // Not before 5 s; then delivered.
    await run(new Date(start.getTime() + 3_000));
    expect((await deliveriesOf(created.endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await run(new Date(start.getTime() + 6_000));
    expect((await deliveriesOf(created.endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    const resend = `/api/webhook-endpoints/${created.endpoint.id}/deliveries/${delivery?.id}/resend`;
    expect((await t.request(resend, { token: manager.token, method: 'POST' })).status).toBe(202);
    await run(new Date(start.getTime() + 7_000));
    const hits = receivedFor(new Set([delivery?.id ?? '']));
    expect(hits.map((hit) => hit.headers['webhook-id'])).toEqual([delivery?.id, delivery?.id, delivery?.id]);
    const log = await attemptsOf(created.endpoint.id, manager.token);
    expect(log.items.map((item) => item.status_code)).toEqual([200, 200, 500]);

    // A redirect is an answer like any other: not followed, logged, retried later.
    const redirected = await scene(['order.comment_added'], '/redirect');
    const before = receiver.received.length;
    await comment(redirected.manager.token, redirected.order.id);
    await run();
    expect(receiver.received.slice(before).map((entry) => entry.path)).toEqual(['/redirect']);
    expect((await deliveriesOf(redirected.created.endpoint.id))[0]).toMatchObject({ status: 'pending' });
    const pending = (await deliveriesOf(redirected.created.endpoint.id))[0];
    const refused = await t.request(
      `/api/webhook-endpoints/${redirected.created.endpoint.id}/deliveries/${pending?.id}/resend`,
      {
        token: redirected.manager.token,
        method: 'POST',
      },
    );
    expect(refused.status).toBe(409);
  });

  it('signs with the previous secret beside the new one for 24 h after a rotation', async () => {
    const { manager, order, created } = await scene();
    const rotated = (await (
      await t.request(`/api/webhook-endpoints/${created.endpoint.id}/rotate-secret`, {
        token: manager.token,
        method: 'POST',
      })
    ).json()) as Created;
    expect(rotated.secret).not.toBe(created.secret);
    await comment(manager.token, order.id);
    await run();
    const [sent] = receivedFor(new Set((await deliveriesOf(created.endpoint.id)).map((row) => row.id)));
    if (!sent) throw new Error('not received');
    expect(sent.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(() => new Webhook(rotated.secret).verify(sent.body, sent.headers)).not.toThrow();
    expect(() => new Webhook(created.secret).verify(sent.body, sent.headers)).not.toThrow();
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.endpoint.id));
    if (!row) throw new Error('no endpoint');
    expect(signingSecrets(t.config, row, new Date(Date.now() + 23 * 3_600_000))).toEqual([
      rotated.secret,
      created.secret,
    ]);
    expect(signingSecrets(t.config, row, new Date(Date.now() + 25 * 3_600_000))).toEqual([rotated.secret]);
  });

  it('refuses private, loopback, link-local and metadata addresses without the test-only setting', async () => {
    const strict = { ...t.config, webhooks: { allowInsecureLoopback: false } };
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00:ec2::254]/',
      'https://100.64.0.1/',
      'https://localhost/',
    ])
      await expect(resolveWebhookTarget(strict, url), url).rejects.toBeInstanceOf(RefusedTargetError);
    await expect(resolveWebhookTarget(strict, 'http://93.184.215.14/')).rejects.toThrow('https://');
    await expect(resolveWebhookTarget(strict, 'https://93.184.215.14/')).resolves.toMatchObject({
      address: '93.184.215.14',
    });
    // With the setting, the loopback only: another private address stays refused.
    await expect(resolveWebhookTarget(t.config, 'https://192.168.1.1/')).rejects.toBeInstanceOf(
      RefusedTargetError,
    );

    // An endpoint saved on the loopback, delivered by a server without the setting: nothing leaves.
    const { manager, order, created } = await scene();
    await comment(manager.token, order.id);
    const before = receiver.received.length;
    await run(new Date(), strict);
    expect(receiver.received.length).toBe(before);
    const log = await attemptsOf(created.endpoint.id, manager.token);
    expect(log.items[0]).toMatchObject({ status_code: null, response: expect.stringContaining('https://') });
  });

  it('rejects bad input with a French message naming the field, writing nothing', async () => {
    const { manager } = await scene();
    const count = await t.db.$count(webhookEndpoints);
    const cases: [unknown, string][] = [
      [
        { url: 'ftp://exemple.fr/', events: ['order.validated'] },
        'Adresse : adresse invalide (https://… attendue)',
      ],
      [
        { url: 'https://moi:secret@exemple.fr/', events: ['order.validated'] },
        'Adresse : adresse invalide (https://… attendue)',
      ],
      [{ url: 'https://exemple.fr/', events: [] }, 'Événements : cochez au moins un événement'],
      [{ url: 'https://exemple.fr/', events: ['order.deleted'] }, 'Événements : événement inconnu'],
      [
        { url: 'https://10.0.0.1/', events: ['order.validated'] },
        'Adresse : les adresses privées, locales ou de métadonnées sont refusées',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.request('/api/webhook-endpoints', { token: manager.token, body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await t.db.$count(webhookEndpoints)).toBe(count);
  });

  it('an endpoint failing for 3 days is disabled, its owner e-mailed; a rolled-back event sends nothing', async () => {
    const { manager, order, created } = await scene();
    answers = Array(20).fill(503);
    await comment(manager.token, order.id);
    const start = new Date();
    await run(start);
    await run(new Date(start.getTime() + 2 * 86_400_000));
    expect((await deliveriesOf(created.endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    await run(new Date(start.getTime() + 3 * 86_400_000 + 1_000));
    answers = [];
    expect((await deliveriesOf(created.endpoint.id))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    const listed = await endpointsOf(manager.token);
    expect(listed.items[0]).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, manager.profile.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      'Conque : votre point d’accès webhook a été désactivé',
    );
    // A disabled endpoint gets no new delivery.
    await comment(manager.token, order.id);
    expect(await deliveriesOf(created.endpoint.id)).toHaveLength(1);

    // Re-enabled: a comment whose transaction rolls back writes no delivery and no job.
    await t.request(`/api/webhook-endpoints/${created.endpoint.id}`, {
      token: manager.token,
      method: 'PATCH',
      body: { enabled: true },
    });
    const jobsBefore = await t.db.$count(jobs);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(orderComments).values({
          orderId: order.id,
          content: 'x',
          author: { firstName: 'M', lastName: 'T', role: 'manager' } as never,
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await deliveriesOf(created.endpoint.id)).toHaveLength(1);
    expect(await t.db.$count(jobs)).toBe(jobsBefore);
  });

  it('delivers each event once per endpoint when two workers claim at the same time', async () => {
    const { manager, order, created } = await scene(['order.comment_added']);
    for (let index = 0; index < 30; index++) await comment(manager.token, order.id);
    const ids = new Set((await deliveriesOf(created.endpoint.id)).map((row) => row.id));
    expect(ids.size).toBe(30);
    const options = { ...quiet, batchSize: 5, concurrency: 4 };
    await Promise.all([
      runRegisteredJobs(depsAt(new Date()), options),
      runRegisteredJobs(depsAt(new Date()), options),
    ]);
    const hits = receivedFor(ids).map((entry) => entry.headers['webhook-id']);
    expect(hits).toHaveLength(30);
    expect(new Set(hits).size).toBe(30);
    expect((await deliveriesOf(created.endpoint.id)).every((row) => row.status === 'delivered')).toBe(true);
  });
});

describe('the delivery’s connection', () => {
  it('goes to the address checked, not to what the name resolves to now, and gives up at its timeout', async () => {
    // A name no DNS knows: the request still reaches the receiver, so the connection used the
    // pinned address (a DNS answer changed since the check cannot steer it elsewhere).
    const port = new URL(receiver.url()).port;
    const before = receiver.received.length;
    const outcome = await postWebhook(
      { url: new URL(`http://webhook-receiver.invalid:${port}/pinned`), address: '127.0.0.1', family: 4 },
      { 'webhook-id': 'msg_pinned' },
      '{}',
    );
    expect(outcome.statusCode).toBe(200);
    expect(receiver.received.slice(before).map((entry) => [entry.path, entry.headers.host])).toEqual([
      ['/pinned', `webhook-receiver.invalid:${port}`],
    ]);
    // A receiver that never answers: the try ends at its timeout, without a code.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const timedOut = await postWebhook(
      { url: new URL(`http://127.0.0.1:${silentPort}/`), address: '127.0.0.1', family: 4 },
      {},
      '{}',
      300,
    );
    silent.closeAllConnections();
    silent.close();
    expect(timedOut).toMatchObject({ statusCode: null, response: 'Délai dépassé (0 s)' });
    expect(timedOut.durationMs).toBeGreaterThanOrEqual(290);
  });
});

describe('the daily pruning of the delivery log', () => {
  it('deletes finished deliveries over 30 days old with their tries, keeps pending ones, and 1000 tries per endpoint', async () => {
    const { created } = await scene();
    const old = new Date(Date.now() - 31 * 86_400_000);
    const rows = await t.db
      .insert(webhookDeliveries)
      .values(
        (['delivered', 'failed', 'pending'] as const).map((status) => ({
          endpointId: created.endpoint.id,
          eventType: 'order.comment_added' as const,
          payload: {},
          status,
          createdAt: old,
        })),
      )
      .returning();
    const recent = rows.at(-1);
    if (!recent) throw new Error('no delivery');
    await t.db.insert(webhookAttempts).values(
      Array.from({ length: KEPT_ATTEMPTS_PER_ENDPOINT + 5 }, (_, index) => ({
        deliveryId: recent.id,
        endpointId: created.endpoint.id,
        at: new Date(Date.now() - index * 1000),
        durationMs: 1,
      })),
    );
    expect(await pruneWebhookLog(t.db, new Date(Date.now() - 30 * 86_400_000))).toBe(2 + 5);
    expect((await deliveriesOf(created.endpoint.id)).map((row) => row.status)).toEqual(['pending']);
    expect(await t.db.$count(webhookAttempts, eq(webhookAttempts.endpointId, created.endpoint.id))).toBe(
      KEPT_ATTEMPTS_PER_ENDPOINT,
    );
  });
});
