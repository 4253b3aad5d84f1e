import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, jobs, outbox, weeklySummariesSent } from '../../db/schema/index';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { insertEstablishment, insertInvoice, signedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { depsAt } from '../invoices/invoices-test-kit';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { sendWeeklySummaries } from './send-weekly-summaries';
import { ensureWeeklySummaryJob, scheduleWeeklySummary, WEEKLY_SUMMARY_JOB } from './weekly-summary-job';

// Issue 25 item 4: a known week (Monday 16 to Sunday 22 November 2026, Paris) of three
// establishments' orders, the Monday run at 07:00 Paris (06:00 UTC), and the mails it writes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEK = '2026-11-16';
const MONDAY_RUN = new Date('2026-11-23T06:00:00Z');
const quiet = { log: () => {} };
const NBSP = '\u00a0';

const summaries = () =>
  t.db.select().from(outbox).where(like(outbox.subject, 'Résumé hebdomadaire%')).orderBy(outbox.to);
const summaryJobs = () =>
  t.db.select().from(jobs).where(eq(jobs.kind, WEEKLY_SUMMARY_JOB)).orderBy(jobs.runAt);
const choose = (token: string, weekly_summary: boolean) =>
  t.request('/api/profile/email-preferences', { method: 'PUT', token, body: { ...ALL_ON, weekly_summary } });
const ALL_ON = {
  order_validated: true,
  order_shipped: true,
  order_ready_pickup: true,
  order_comment: true,
  impression_requested: true,
  order_date_changed: true,
};

const buildWeek = async () => {
  const alpha = await insertEstablishment(t.db, { name: 'Audition Alpha' });
  const beta = await insertEstablishment(t.db, { name: 'Audition Bêta' });
  const gamma = await insertEstablishment(t.db, { name: 'Audition Gamma' });
  const managerAlpha = await signedInUser(t.db, t.config, {
    role: 'manager',
    establishmentId: alpha.id,
    firstName: 'Alice',
  });
  const managerBeta = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: beta.id });
  const preparator = await signedInUser(t.db, t.config, { role: 'preparator', firstName: 'Paul' });
  const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: alpha.id });
  const order = (
    establishmentId: string,
    values: Parameters<typeof insertRegisteredOrder>[1] extends infer V ? Partial<V> : never,
  ) => insertRegisteredOrder(t.db, { establishmentId, createdBy: managerAlpha.user.id, ...values });
  // Alpha: validated Monday 09:00, shipped on its promised Wednesday: counted, on time.
  await order(alpha.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-16T08:00:00Z'),
    shippedAt: new Date('2026-11-18T10:00:00Z'),
    promisedShipOn: '2026-11-18',
  });
  // Alpha: a remake promised for Friday and still not shipped: late.
  await order(alpha.id, {
    validatedAt: new Date('2026-11-17T10:00:00Z'),
    promisedShipOn: '2026-11-20',
    remakeReason: 'poor_fit',
  });
  // Alpha: validated Monday 00:30 Paris (Sunday 23:30 UTC), shipped Sunday 23:30 Paris, after its
  // promised Friday: in the week at both ends, and late.
  await order(alpha.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-15T23:30:00Z'),
    shippedAt: new Date('2026-11-22T22:30:00Z'),
    promisedShipOn: '2026-11-20',
  });
  // Alpha: validated Sunday 15 at 23:30 Paris and shipped the next Monday: neither week's.
  await order(alpha.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-15T22:30:00Z'),
    shippedAt: new Date('2026-11-23T05:00:00Z'),
    promisedShipOn: '2026-11-23',
  });
  // Alpha: cancelled, counted nowhere.
  await order(alpha.id, {
    status: 'cancelled',
    validatedAt: new Date('2026-11-18T10:00:00Z'),
    promisedShipOn: '2026-11-19',
  });
  // Bêta: one promised for Monday and shipped Tuesday 00:30 Paris (Monday 23:30 UTC): late by the
  // Paris calendar; one not shipped past its day. Gamma: one validated, due next week.
  await order(beta.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-16T10:00:00Z'),
    shippedAt: new Date('2026-11-16T23:30:00Z'),
    promisedShipOn: '2026-11-16',
  });
  await order(beta.id, { validatedAt: new Date('2026-11-17T10:00:00Z'), promisedShipOn: '2026-11-19' });
  await order(gamma.id, { validatedAt: new Date('2026-11-19T10:00:00Z'), promisedShipOn: '2026-11-25' });
  // Alpha's spend: 150,00 € invoiced less a 30,00 € credit note in the week; the next week's
  // invoice (Monday 00:30 Paris) and Bêta's are not Alpha's week.
  const invoice = await insertInvoice(t.db, {
    establishmentId: alpha.id,
    totalTtc: 15_000,
    issuedAt: new Date('2026-11-17T09:00:00Z'),
  });
  await t.db.insert(creditNotes).values({
    number: `A-2026-${invoice.number.slice(-5)}`,
    invoiceId: invoice.id,
    establishmentId: alpha.id,
    establishmentSnapshot: invoice.establishmentSnapshot,
    reason: 'Erreur',
    lines: [],
    totalHt: 0,
    totalTva: 0,
    totalTtc: 3_000,
    issuedAt: new Date('2026-11-20T09:00:00Z'),
  });
  await insertInvoice(t.db, {
    establishmentId: alpha.id,
    totalTtc: 99_900,
    issuedAt: new Date('2026-11-22T23:30:00Z'),
  });
  await insertInvoice(t.db, {
    establishmentId: beta.id,
    totalTtc: 50_000,
    issuedAt: new Date('2026-11-18T09:00:00Z'),
  });
  return { managerAlpha, managerBeta, preparator, user };
};

let scene: Awaited<ReturnType<typeof buildWeek>>;

describe('the weekly summary (issue 25 item 4)', () => {
  it('is off by default: the Monday run writes no mail to anyone who has not turned it on', async () => {
    scene = await buildWeek();
    const read = await t.request('/api/profile/email-preferences', { token: scene.managerAlpha.token });
    expect(await read.json()).toEqual({ ...ALL_ON, weekly_summary: false });
    await scheduleWeeklySummary(depsAt(t, new Date('2026-11-19T12:00:00Z')));
    expect(await runDueJobs(depsAt(t, new Date('2026-11-23T05:59:00Z')), quiet)).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(await sendWeeklySummaries(depsAt(t, MONDAY_RUN), '2026-11-09')).toBe(0);
    expect(await summaries()).toEqual([]);
  });

  it('a user cannot turn it on; a manager and a préparateur can', async () => {
    const refused = await choose(scene.user.token, true);
    expect(refused.status).toBe(403);
    expect((await choose(scene.user.token, false)).status).toBe(200);
    for (const who of [scene.managerAlpha, scene.preparator]) {
      const saved = await choose(who.token, true);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ ...ALL_ON, weekly_summary: true });
    }
  });

  it('leaves on Monday at 07:00 Paris with the week’s figures, and queues next week’s run', async () => {
    expect(await runDueJobs(depsAt(t, MONDAY_RUN), quiet)).toEqual({ done: 1, retried: 0, failed: 0 });
    const mails = await summaries();
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [scene.managerAlpha.user.email, scene.preparator.user.email].sort(),
    );
    const manager = mails.find((mail) => mail.to === scene.managerAlpha.user.email);
    expect(manager?.subject).toBe('Résumé hebdomadaire : semaine du lundi 16 au dimanche 22 novembre 2026');
    expect(manager?.text).toContain(
      [
        'Bonjour Alice,',
        '',
        'Voici l’activité de Audition Alpha pour la semaine du lundi 16 au dimanche 22 novembre 2026 :',
        '- Commandes validées : 3',
        '- Commandes expédiées : 2',
        '- En retard (non expédiées à la date prévue) : 2',
        '- Refabrications : 1',
        `- Facturé TTC (factures moins avoirs) : 120,00${NBSP}€`,
        '',
        'Voir l’activité : http://conque.test/dashboard/activity',
      ].join('\n'),
    );
    expect(manager?.unsubscribeUrl).toMatch(/\/unsubscribe\?.*kind=weekly_summary/);
    const lab = mails.find((mail) => mail.to === scene.preparator.user.email);
    expect(lab?.text).toContain(
      [
        'Bonjour Paul,',
        '',
        'Voici l’activité du laboratoire pour la semaine du lundi 16 au dimanche 22 novembre 2026 :',
        '- Commandes reçues : 6',
        '- Commandes expédiées : 3',
        '- En retard (non expédiées à la date prévue) : 4',
        '',
        'Établissements ayant passé le plus de commandes :',
        '1. Audition Alpha : 3 commandes',
        '2. Audition Bêta : 2 commandes',
        '3. Audition Gamma : 1 commande',
        '',
        'Voir les statistiques : http://conque.test/dashboard/preparator/statistics',
      ].join('\n'),
    );
    expect(lab?.html).toContain('<li>Audition Bêta : 2 commandes</li>');
    const pending = (await summaryJobs()).filter((job) => job.doneAt === null);
    expect(pending.map((job) => [job.payload, job.runAt])).toEqual([
      [{ week: '2026-11-23' }, new Date('2026-11-30T06:00:00Z')],
    ]);
  });

  it('is sent once per person and week: two processes at once, a retry and a second job write nothing more', async () => {
    const deps = depsAt(t, new Date('2026-11-23T06:30:00Z'));
    const again = await Promise.all([sendWeeklySummaries(deps, WEEK), sendWeeklySummaries(deps, WEEK)]);
    expect(again).toEqual([0, 0]);
    await t.db.insert(jobs).values({ kind: WEEKLY_SUMMARY_JOB, payload: { week: WEEK }, runAt: MONDAY_RUN });
    expect(await runDueJobs(deps, quiet)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await summaries()).toHaveLength(2);
    const sent = await t.db.select().from(weeklySummariesSent).where(eq(weeklySummariesSent.week, WEEK));
    expect(sent).toHaveLength(2);
  });

  it('two processes on a fresh week write one mail each, whichever wins', async () => {
    const deps = depsAt(t, new Date('2026-11-30T06:00:00Z'));
    const counts = await Promise.all([
      sendWeeklySummaries(deps, '2026-11-23'),
      sendWeeklySummaries(deps, '2026-11-23'),
      sendWeeklySummaries(deps, '2026-11-23'),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(like(outbox.subject, '%lundi 23 au dimanche 29 novembre 2026')));
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [scene.managerAlpha.user.email, scene.preparator.user.email].sort(),
    );
  });

  it('the mail’s one-click link turns it off; a week missed while the server was down is not sent late', async () => {
    const [mail] = await summaries();
    const url = new URL(mail?.unsubscribeUrl ?? '');
    const unsubscribed = await t.app.request(`${url.pathname}${url.search}`, { method: 'POST' });
    expect(unsubscribed.status).toBe(200);
    const person = mail?.to === scene.preparator.user.email ? scene.preparator : scene.managerAlpha;
    const read = await t.request('/api/profile/email-preferences', { token: person.token });
    expect(((await read.json()) as { weekly_summary: boolean }).weekly_summary).toBe(false);

    await t.db.delete(jobs);
    await ensureWeeklySummaryJob(t.db, '2026-11-30');
    const before = (await t.db.select().from(outbox)).length;
    // Back on Tuesday 15 December: the week of 30 November is two weeks old.
    expect(await runDueJobs(depsAt(t, new Date('2026-12-15T09:00:00Z')), quiet)).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect((await t.db.select().from(outbox)).length).toBe(before);
    const pending = (await summaryJobs()).filter((job) => job.doneAt === null);
    expect(pending.map((job) => job.payload)).toEqual([{ week: '2026-12-14' }]);
  });
});
