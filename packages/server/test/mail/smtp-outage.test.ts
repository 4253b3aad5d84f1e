import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../src/db/schema/index';
import type { Deps } from '../../src/kernel/deps';
import { enqueueMail, SEND_MAIL_JOB } from '../../src/mail/enqueue-mail';
import { runRegisteredJobs } from '../../src/wiring/run-registered-jobs';
import { freePort } from '../support/free-port';
import { createTestApp, type TestApp } from '../support/test-app';
import { header, startSmtpServer, type TestSmtpServer } from './smtp-test-kit';

// The mail server down, refusing, or gone for a day (fault tests), on a real SMTP server
// on loopback: mails wait in the outbox, every one is delivered exactly once when the server takes
// mail again, and one that cannot be delivered for 24 h fails with a log line, never silently.

let t: TestApp;
const servers: TestSmtpServer[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await t.db.delete(jobs);
  await t.db.delete(outbox);
});
afterAll(() => t.close());

const HOUR = 3600_000;
const logs: string[] = [];
const run = (smtpUrl: string, at: Date) => {
  const deps: Deps = { db: t.db, config: { ...t.config, smtpUrl }, now: () => at, storage: t.storage };
  return runRegisteredJobs(deps, { log: (line) => logs.push(line) });
};

const enqueueMails = async (count: number) => {
  const recipients = Array.from({ length: count }, (_, i) => `patient-${i}@exemple.fr`).sort();
  for (const to of recipients)
    await t.db.transaction((tx) =>
      enqueueMail(tx, { to, subject: 'Commande expédiée', text: 'Bonjour', html: '<p>Bonjour</p>' }),
    );
  return recipients;
};

const deliveredTo = (smtp: TestSmtpServer) => smtp.received.map((mail) => header(mail.raw, 'To')).sort();

describe('a mail server outage', () => {
  it('keeps the mails while the server is stopped and delivers each exactly once when it is back', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const recipients = await enqueueMails(5);
    const start = Date.now() + 1000;

    expect(await run(url, new Date(start))).toEqual({ done: 0, retried: 5, failed: 0 });
    expect(await run(url, new Date(start + 10_000))).toEqual({ done: 0, retried: 5, failed: 0 });

    const smtp = await startSmtpServer(port);
    servers.push(smtp);
    expect(await run(url, new Date(start + 40_000))).toEqual({ done: 5, retried: 0, failed: 0 });
    expect(deliveredTo(smtp)).toEqual(recipients);
    // Later polls send nothing again.
    expect(await run(url, new Date(start + 2 * HOUR))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(5);
    const sent = await t.db.select().from(outbox);
    expect(sent.every((row) => row.sentAt instanceof Date)).toBe(true);
  });

  it('retries a server that refuses (451) and delivers once it accepts', async () => {
    let refusing = true;
    const smtp = await startSmtpServer(0, { refusing: () => refusing });
    servers.push(smtp);
    const recipients = await enqueueMails(3);
    const start = Date.now() + 1000;

    expect(await run(smtp.url, new Date(start))).toEqual({ done: 0, retried: 3, failed: 0 });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
    expect(job?.lastError).toMatch(/451/);

    refusing = false;
    expect(await run(smtp.url, new Date(start + 10_000))).toEqual({ done: 3, retried: 0, failed: 0 });
    expect(deliveredTo(smtp)).toEqual(recipients);
  });

  it('gives a mail up after 24 h of failures: the job fails and a log line says so, without the address', async () => {
    const url = `smtp://127.0.0.1:${await freePort()}`;
    const [to] = await enqueueMails(1);
    const [mail] = await t.db.select().from(outbox);
    if (!mail) throw new Error('no mail');
    const created = mail.createdAt.getTime();

    // 23 h on: still retried.
    await t.db.update(jobs).set({ runAt: new Date(created) });
    expect(await run(url, new Date(created + 23 * HOUR))).toEqual({ done: 0, retried: 1, failed: 0 });
    // 24 h on: given up.
    await t.db.update(jobs).set({ runAt: new Date(created) });
    logs.length = 0;
    expect(await run(url, new Date(created + 24 * HOUR + 1000))).toEqual({ done: 0, retried: 0, failed: 1 });

    const [job] = await t.db.select().from(jobs);
    expect(job?.failedAt).toBeInstanceOf(Date);
    expect(job?.lastError).toContain(`courriel ${mail.id} non remis après 24 h d'essais`);
    expect((await t.db.select().from(outbox))[0]?.sentAt).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('abandonnée');
    expect(logs[0]).toContain(mail.id);
    expect(logs[0]).not.toContain(to);
  });
});
