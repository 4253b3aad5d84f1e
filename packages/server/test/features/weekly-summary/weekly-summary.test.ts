import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox, weeklySummariesSent } from '../../../src/db/schema/index';
import { sendWeeklySummaries } from '../../../src/features/weekly-summary/send-weekly-summaries';
import {
  ensureWeeklySummaryJob,
  scheduleWeeklySummary,
  WEEKLY_SUMMARY_JOB,
} from '../../../src/features/weekly-summary/weekly-summary-job';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt } from '../invoices/invoices-test-kit';
import { buildWeek, type WeekScene } from './weekly-summary-test-kit';

// A known week (Monday 16 to Sunday 22 November 2026, Paris) of three
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

let scene: WeekScene;

describe('the weekly summary', () => {
  it('is off by default: the Monday run writes no mail to anyone who has not turned it on', async () => {
    scene = await buildWeek(t);
    const read = await t.request('/api/profile/email-preferences', { token: scene.managerAlpha.token });
    expect(await read.json()).toEqual({ ...ALL_ON, weekly_summary: false });
    await scheduleWeeklySummary(depsAt(t, new Date('2026-11-19T12:00:00Z')));
    expect(await runRegisteredJobs(depsAt(t, new Date('2026-11-23T05:59:00Z')), quiet)).toEqual({
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
    expect(await runRegisteredJobs(depsAt(t, MONDAY_RUN), quiet)).toEqual({ done: 1, retried: 0, failed: 0 });
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
        '- Factures et avoirs rejetés, refusés ou en litige : 2',
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
    expect(await runRegisteredJobs(deps, quiet)).toEqual({ done: 1, retried: 0, failed: 0 });
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
    expect(await runRegisteredJobs(depsAt(t, new Date('2026-12-15T09:00:00Z')), quiet)).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect((await t.db.select().from(outbox)).length).toBe(before);
    const pending = (await summaryJobs()).filter((job) => job.doneAt === null);
    expect(pending.map((job) => job.payload)).toEqual([{ week: '2026-12-14' }]);

    // A payload naming no Monday fails at once, without retries.
    await t.db
      .insert(jobs)
      .values({ kind: WEEKLY_SUMMARY_JOB, payload: { week: '2026-12-15' }, runAt: MONDAY_RUN });
    expect(await runRegisteredJobs(depsAt(t, new Date('2026-12-15T09:00:00Z')), quiet)).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
    });
  });
});
