import {
  IMPRESSION_MESSAGES,
  type ImpressionRequestsResponse,
} from '@conque/domain/orders/impression-requests';
import { meshWarnings } from '@conque/domain/orders/mesh-check';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOptOuts,
  impressionRequests,
  jobs,
  orderEvents,
  orderNotifications,
  orders,
  outbox,
} from '../../../src/db/schema/index';
import { IMPRESSION_REMINDER_JOB } from '../../../src/features/impression-requests/impression-reminder-job';
import { addWorkingDays } from '../../../src/features/impression-requests/working-days';
import { checkStlMeshJob } from '../../../src/features/stl-files/check-stl-mesh-job';
import { insertUser, signedInUser } from '../../support/factories';
import { callerScene } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { storedFiles } from '../stl-files/stl-test-kit';
import {
  askImpression,
  BAD_MESH,
  impressionSnapshot,
  orderWithImpressions,
  sendBack,
  uploadImpression,
  withdraw,
} from './impression-test-kit';

// « Demander une nouvelle empreinte »: the lab asks, the clinic uploads and sends
// back, the lab withdraws; bad input is a French 4xx naming the field and writes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string; field?: string } };

/** A clinic (creator: a user; a manager; a viewer; another user) and a preparator, on one order. */
const scene = async (status: 'registered' | 'in_progress' = 'in_progress') => {
  const { own, me: creator, token: creatorToken } = await callerScene(t, 'user');
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
  const viewer = await signedInUser(t.db, t.config, { role: 'viewer', establishmentId: own.id });
  const colleague = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const lab = await signedInUser(t.db, t.config, { role: 'preparator', establishmentId: null });
  const order = await orderWithImpressions(t, { establishmentId: own.id, createdBy: creator.id, status });
  return { own, creator, creatorToken, manager, viewer, colleague, lab, order };
};

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = async (id: string) =>
  (
    await t.db
      .select({ kind: orderEvents.kind, from: orderEvents.fromValue, to: orderEvents.toValue })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt))
  ).map((event) => [event.kind, event.from, event.to]);
const mailsOf = (id: string) =>
  t.db.select().from(outbox).where(eq(outbox.orderId, id)).orderBy(asc(outbox.createdAt), asc(outbox.to));
const bellsOf = async (id: string) =>
  (await t.db.select().from(orderNotifications).where(eq(orderNotifications.orderId, id)))
    .map((row) => row.recipientId)
    .sort();
const requestsOf = (token: string | undefined, id: string) =>
  t.request(`/api/orders/${id}/impression-requests`, { token });

describe('the round trip', () => {
  it('lab asks, clinic uploads and sends back: statuses, history, mails, bells, files and versions', async () => {
    const s = await scene();
    const details = meshWarnings(BAD_MESH);
    const asked = await askImpression(t, s.order.id, s.lab.token, {
      ears: ['left'],
      reason: 'deformed',
      details,
      files: [s.order.left.path],
      comment: 'Le conduit est écrasé.',
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    expect(await asked.json()).toMatchObject({
      ears: ['left'],
      reason: 'deformed',
      details,
      replaces: [{ name: 'gauche.stl', path: s.order.left.path }],
      previous_status: 'in_progress',
      files: [],
    });
    expect((await orderRow(s.order.id))?.status).toBe('awaiting_impression');

    // The creator and the manager, each once: a bell and a mail with initials, no comment.
    expect(await bellsOf(s.order.id)).toEqual([s.creator.id, s.manager.profile.id].sort());
    const mails = await mailsOf(s.order.id);
    expect(mails.map((mail) => mail.to).sort()).toEqual([s.creator.email, s.manager.profile.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(
        `Nouvelle empreinte demandée pour la commande ${s.order.orderNumber} (L. R.)`,
      );
      expect(mail.text).toContain("Le laboratoire demande une nouvelle empreinte de l'oreille gauche");
      expect(mail.text).toContain('Motif : Empreinte déformée');
      expect(mail.text).toContain(`- ${details[0]}`);
      expect(mail.text).not.toContain('écrasé');
      expect(mail.text).not.toContain('Rameau');
    }
    const [reminder] = await t.db.select().from(jobs).where(eq(jobs.kind, IMPRESSION_REMINDER_JOB));
    const [request] = await t.db
      .select()
      .from(impressionRequests)
      .where(eq(impressionRequests.orderId, s.order.id));
    expect(reminder?.payload).toEqual({ requestId: request?.id });
    expect(reminder?.runAt).toEqual(addWorkingDays(request?.requestedAt as Date, 3));

    // Listed, filtered and counted under its new status (order_counts, migration 0007), and exported.
    const listed = await t.request('/api/orders?status=awaiting_impression', { token: s.manager.token });
    expect(await listed.json()).toMatchObject({
      total: 1,
      items: [{ id: s.order.id, status: 'awaiting_impression' }],
    });
    const csv = await (
      await t.request('/api/orders/export?status=awaiting_impression', { token: s.manager.token })
    ).text();
    expect(csv).toContain("En attente d'empreinte");

    // The lab's status dialog waits for the request.
    const status = await t.request(`/api/orders/${s.order.id}/status`, {
      token: s.lab.token,
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(status.status).toBe(409);

    // Not yet: the left ear has no file.
    const early = await sendBack(t, s.order.id, s.creatorToken);
    expect(early.status).toBe(400);
    expect(((await early.json()) as ErrorJson).error).toMatchObject({ field: 'files' });

    const uploaded = await uploadImpression(t, s.order.id, 'left', s.manager.token);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const entry = (await uploaded.json()) as { path: string; ear: string; check: unknown };
    // Measured by the check job every upload queues (decision 90), found on the open request.
    expect(entry).toMatchObject({ name: 'gauche-v2.stl', ear: 'left', checkStatus: 'pending' });
    const deps = { db: t.db, config: t.config, now: () => new Date(), storage: t.storage };
    await checkStlMeshJob(
      { payload: { orderId: s.order.id, path: entry.path }, attempts: 1, maxAttempts: 5 } as never,
      deps,
    );
    const wrongEar = await uploadImpression(t, s.order.id, 'right', s.manager.token);
    expect(wrongEar.status).toBe(400);
    expect(((await wrongEar.json()) as ErrorJson).error).toEqual({
      code: 'bad_request',
      message: 'Oreille droite ne fait pas partie de la demande.',
      field: 'ear',
    });
    // The clinic's file is seen (preview, download) before it is sent; the order's list is unchanged.
    const open = (await (await requestsOf(s.viewer.token, s.order.id)).json()) as ImpressionRequestsResponse;
    expect(open.open?.files).toEqual([
      expect.objectContaining({
        path: entry.path,
        ear: 'left',
        check: expect.objectContaining({ triangles: 3 }),
      }),
    ]);
    expect(open.open?.files[0]).not.toHaveProperty('checkStatus');
    expect((await orderRow(s.order.id))?.stlFiles).toHaveLength(2);

    const sent = await sendBack(t, s.order.id, s.creatorToken);
    expect(sent.status, await sent.clone().text()).toBe(200);
    const order = await orderRow(s.order.id);
    expect(order?.status).toBe('in_progress');
    expect(order?.stlFiles.map((file) => [file.name, file.ear])).toEqual([
      ['droite.stl', undefined],
      ['gauche-v2.stl', 'left'],
    ]);
    expect(await bellsOf(s.order.id)).toEqual([]);
    expect(await eventsOf(s.order.id)).toEqual([
      ['status_changed', 'in_progress', 'awaiting_impression'],
      ['impression_requested', 'left', 'deformed'],
      ['status_changed', 'awaiting_impression', 'in_progress'],
      ['impression_sent', null, 'gauche-v2.stl'],
    ]);

    // The previous version: the lab's, downloadable; the clinic sees none of it.
    const lab = (await (await requestsOf(s.lab.token, s.order.id)).json()) as ImpressionRequestsResponse;
    expect(lab.open).toBeNull();
    expect(lab.previous.map((version) => version.files.map((file) => file.path))).toEqual([
      [s.order.left.path],
    ]);
    const clinic = (await (
      await requestsOf(s.manager.token, s.order.id)
    ).json()) as ImpressionRequestsResponse;
    expect(clinic).toEqual({ open: null, previous: [] });
    const sign = (token: string) =>
      t.request(`/api/orders/${s.order.id}/stl-files/signed-url`, {
        token,
        body: JSON.stringify({ path: s.order.left.path }),
      });
    expect((await sign(s.lab.token)).status).toBe(200);
    expect((await sign(s.manager.token)).status).toBe(404);
  });

  it('the preparator withdraws: the status it had, quiet bells, the unsent upload deleted', async () => {
    const s = await scene('registered');
    expect(
      (await askImpression(t, s.order.id, s.lab.token, { ears: ['right'], reason: 'incomplete' })).status,
    ).toBe(201);
    const entry = (await (
      await uploadImpression(t, s.order.id, 'right', s.creatorToken, 'droite-v2.stl')
    ).json()) as {
      path: string;
    };
    expect(storedFiles(t)).toContain(`stl_files/${entry.path}`);
    const response = await withdraw(t, s.order.id, s.lab.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'registered' });
    expect((await orderRow(s.order.id))?.status).toBe('registered');
    expect(await bellsOf(s.order.id)).toEqual([]);
    expect(storedFiles(t)).not.toContain(`stl_files/${entry.path}`);
    expect((await eventsOf(s.order.id)).slice(-2)).toEqual([
      ['status_changed', 'awaiting_impression', 'registered'],
      ['impression_request_withdrawn', null, null],
    ]);
    expect((await withdraw(t, s.order.id, s.lab.token)).status).toBe(409);
  });
});

describe('bad input writes nothing', () => {
  it.each([
    [
      'Autre without a comment',
      { ears: ['left'], reason: 'other' },
      'comment',
      IMPRESSION_MESSAGES.commentRequired,
    ],
    ['no ear', { ears: [], reason: 'deformed' }, 'ears', IMPRESSION_MESSAGES.earsRequired],
    ['no reason', { ears: ['left'] }, 'reason', IMPRESSION_MESSAGES.reasonRequired],
    [
      'a detail that is no warning of the files',
      { ears: ['left'], reason: 'deformed', details: ['Inventé'] },
      'details',
      IMPRESSION_MESSAGES.detailUnknown,
    ],
    [
      'a file of no order',
      { ears: ['left'], reason: 'deformed', files: ['x/y.stl'] },
      'files',
      IMPRESSION_MESSAGES.fileUnknown,
    ],
    [
      'an unknown field',
      { ears: ['left'], reason: 'deformed', urgent: true },
      'urgent',
      'Champ inconnu : urgent',
    ],
  ])('%s → 400 naming the field', async (_case, body, field, message) => {
    const s = await scene();
    const before = await impressionSnapshot(t);
    const response = await askImpression(t, s.order.id, s.lab.token, body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(message);
    if (field !== 'urgent') expect(error.field).toBe(field);
    expect(await impressionSnapshot(t)).toEqual(before);
  });

  it('an ear the order does not have', async () => {
    const s = await scene();
    await t.db
      .update(orders)
      .set({ details: { type: 'classic', left: s.order.details?.left } as never })
      .where(eq(orders.id, s.order.id));
    const response = await askImpression(t, s.order.id, s.lab.token, {
      ears: ['right'],
      reason: 'wrong_ear',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Oreille droite ne fait pas partie de la commande.',
        field: 'ears',
      },
    });
  });

  it.each(['shipped', 'cancelled', 'awaiting_impression'] as const)('a %s order → 409', async (status) => {
    const s = await scene();
    await t.db.update(orders).set({ status }).where(eq(orders.id, s.order.id));
    const before = await impressionSnapshot(t);
    const response = await askImpression(t, s.order.id, s.lab.token, { ears: ['left'], reason: 'deformed' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toMatch(/^(Une nouvelle empreinte)/);
    expect(await impressionSnapshot(t)).toEqual(before);
  });
});

describe('the one reminder', () => {
  it('after three working days, once, to who still wants it; never for an answered request', async () => {
    const { impressionReminderJob } = await import(
      '../../../src/features/impression-requests/impression-reminder-job'
    );
    const s = await scene();
    await t.db.insert(emailOptOuts).values({ userId: s.manager.profile.id, kind: 'impression_requested' });
    expect(
      (await askImpression(t, s.order.id, s.lab.token, { ears: ['left'], reason: 'unreadable' })).status,
    ).toBe(201);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, IMPRESSION_REMINDER_JOB)))
      .orderBy(asc(jobs.createdAt))
      .then((rows) => rows.filter((row) => row.payload.requestId !== undefined).slice(-1));
    const deps = { db: t.db, config: t.config, now: () => job?.runAt as Date, storage: t.storage };
    await impressionReminderJob(job as never, deps);
    await impressionReminderJob(job as never, deps);
    const reminders = (await mailsOf(s.order.id)).filter((mail) => mail.subject.startsWith('Rappel'));
    expect(reminders.map((mail) => mail.to)).toEqual([s.creator.email]);
    expect(reminders[0]?.subject).toBe(
      `Rappel : nouvelle empreinte attendue pour la commande ${s.order.orderNumber} (L. R.)`,
    );

    const answered = await scene();
    await askImpression(t, answered.order.id, answered.lab.token, { ears: ['left'], reason: 'unreadable' });
    await withdraw(t, answered.order.id, answered.lab.token);
    const [request] = await t.db
      .select()
      .from(impressionRequests)
      .where(eq(impressionRequests.orderId, answered.order.id));
    await impressionReminderJob({ payload: { requestId: request?.id } } as never, deps);
    expect((await mailsOf(answered.order.id)).filter((mail) => mail.subject.startsWith('Rappel'))).toEqual(
      [],
    );
  });
});

describe('every version is covered by retention and erasure', () => {
  it('the daily pruning deletes the previous versions with the current impressions', async () => {
    const { pruneImpressions } = await import('../../../src/features/stl-files/prune-impressions');
    const s = await scene();
    await askImpression(t, s.order.id, s.lab.token, {
      ears: ['left'],
      reason: 'deformed',
      files: [s.order.left.path],
    });
    await uploadImpression(t, s.order.id, 'left', s.creatorToken);
    expect((await sendBack(t, s.order.id, s.creatorToken)).status).toBe(200);
    const shippedAt = new Date(Date.now() - 40 * 31 * 24 * 3600 * 1000);
    await t.db.update(orders).set({ status: 'shipped', shippedAt }).where(eq(orders.id, s.order.id));
    await pruneImpressions({ db: t.db, config: t.config, now: () => new Date(), storage: t.storage });
    expect(storedFiles(t).filter((file) => file.includes(s.order.id))).toEqual([]);
    const [request] = await t.db
      .select()
      .from(impressionRequests)
      .where(eq(impressionRequests.orderId, s.order.id));
    expect(request?.replacedFiles).toEqual([]);
  });

  it("erasing a patient deletes an order waiting for an impression with the clinic's unsent upload", async () => {
    const s = await scene();
    await askImpression(t, s.order.id, s.lab.token, { ears: ['left'], reason: 'deformed' });
    await uploadImpression(t, s.order.id, 'left', s.creatorToken);
    const response = await t.request(`/api/orders/${s.order.id}/patient-data/erase`, {
      method: 'POST',
      token: s.manager.token,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await orderRow(s.order.id)).toBeUndefined();
    expect(storedFiles(t).filter((file) => file.includes(s.order.id))).toEqual([]);
  });
});
