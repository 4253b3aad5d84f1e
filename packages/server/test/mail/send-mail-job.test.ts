import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../src/db/schema/index';
import type { Deps } from '../../src/kernel/deps';
import { enqueueMail, type Mail, SEND_MAIL_JOB } from '../../src/mail/enqueue-mail';
import { runRegisteredJobs } from '../../src/wiring/run-registered-jobs';
import { captureLogs } from '../support/capture-logs';
import { freePort } from '../support/free-port';
import { createTestApp, type TestApp } from '../support/test-app';
import { header, part, startSmtpServer, type TestSmtpServer } from './smtp-test-kit';

let t: TestApp;
const servers: TestSmtpServer[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => t.close());

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

// A second ahead: enqueueMail's run_at is the database's now(), with microseconds that a JS Date
// taken right after (truncated to the millisecond) could fall short of.
const deps = (smtpUrl: string | undefined, at = later(1)): Deps => ({
  db: t.db,
  config: { ...t.config, smtpUrl, mailFrom: 'Conque <no-reply@conque.test>' },
  now: () => at,
  storage: t.storage,
});

const mail = (to: string): Mail => ({
  to,
  replyTo: 'elodie.martin@exemple.fr',
  subject: 'Confirmez votre adresse e-mail – Conque',
  text: 'Bonjour Élodie,\nConfirmez ici : http://conque.test/auth/v1/verify?token=abc\n',
  html: '<p>Bonjour Élodie, <a href="http://conque.test/auth/v1/verify?token=abc">confirmez</a></p>',
});

const enqueue = (m: Mail) => t.db.transaction((tx) => enqueueMail(tx, m));

const jobOf = async (outboxId: string) => {
  const rows = await t.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
  const job = rows.find((row) => row.payload.outboxId === outboxId);
  if (!job) throw new Error('job not found');
  return job;
};

const outboxRow = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('send-mail job', () => {
  it('sends an outbox mail over SMTP with its sender, reply-to and body, and stamps it sent', async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    const id = await enqueue(mail('camille@exemple.fr'));

    const summary = await runRegisteredJobs(deps(smtp.url));

    expect(summary).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? '';
    expect(smtp.received[0]?.envelopeTo).toEqual(['camille@exemple.fr']);
    expect(header(raw, 'To')).toBe('camille@exemple.fr');
    expect(header(raw, 'From')).toBe('Conque <no-reply@conque.test>');
    expect(header(raw, 'Reply-To')).toBe('elodie.martin@exemple.fr');
    expect(header(raw, 'Subject')).toBe('Confirmez votre adresse e-mail – Conque');
    expect(header(raw, 'Message-ID')).toBe(`<${id}@conque.test>`);
    expect(part(raw, 'text/plain')).toContain(
      'Bonjour Élodie,\nConfirmez ici : http://conque.test/auth/v1/verify?token=abc',
    );
    expect(part(raw, 'text/html')).toContain('<a href="http://conque.test/auth/v1/verify?token=abc">');
    expect((await outboxRow(id))?.sentAt).toBeInstanceOf(Date);
    expect((await jobOf(id)).doneAt).toBeInstanceOf(Date);

    // Done is done: a later poll sends nothing again.
    expect(await runRegisteredJobs(deps(smtp.url, later(3600)))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail while the mail server is down, retries with backoff, and delivers once it is up', async () => {
    const logs = captureLogs('warn');
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const id = await enqueue(mail('down@exemple.fr'));
    const start = later(1);

    expect(await runRegisteredJobs(deps(url, start))).toEqual({ done: 0, retried: 1, failed: 0 });
    let job = await jobOf(id);
    expect(job.attempts).toBe(1);
    expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(job.runAt.getTime()).toBe(start.getTime() + 10_000);
    expect(job.doneAt).toBeNull();
    expect((await outboxRow(id))?.sentAt).toBeNull();
    expect(logs.lines.map((line) => [line.level, line.msg])).toContainEqual([
      'warn',
      expect.stringContaining('nouvel essai dans 10 s'),
    ]);

    // Not due before its backoff has elapsed.
    expect(await runRegisteredJobs(deps(url, new Date(start.getTime() + 9_000)))).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });

    // Second failure: the wait doubles.
    const second = new Date(start.getTime() + 10_000);
    expect(await runRegisteredJobs(deps(url, second))).toEqual({ done: 0, retried: 1, failed: 0 });
    job = await jobOf(id);
    expect(job.attempts).toBe(2);
    expect(job.runAt.getTime()).toBe(second.getTime() + 20_000);

    const smtp = await startSmtpServer(port);
    servers.push(smtp);
    expect(await runRegisteredJobs(deps(url, new Date(second.getTime() + 20_000)))).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received.map((m) => header(m.raw, 'To'))).toEqual(['down@exemple.fr']);
    expect((await outboxRow(id))?.sentAt).toBeInstanceOf(Date);
    job = await jobOf(id);
    expect(job.attempts).toBe(3);
    expect(job.doneAt).toBeInstanceOf(Date);
    logs.restore();
  });

  it('without SMTP (dev mailbox) completes the job and leaves the mail unsent in the outbox', async () => {
    const id = await enqueue(mail('dev@exemple.fr'));
    expect(await runRegisteredJobs(deps(undefined))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect((await outboxRow(id))?.sentAt).toBeNull();
    expect((await jobOf(id)).doneAt).toBeInstanceOf(Date);
  });

  it('does not send twice a mail an earlier try already sent', async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    const id = await enqueue(mail('twice@exemple.fr'));
    await t.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    expect(await runRegisteredJobs(deps(smtp.url))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('fails at once, without retrying, a job whose outbox row is gone', async () => {
    const logs = captureLogs('warn');
    const id = await enqueue(mail('gone@exemple.fr'));
    await t.db.delete(outbox).where(eq(outbox.id, id));
    expect(await runRegisteredJobs(deps(undefined))).toEqual({ done: 0, retried: 0, failed: 1 });
    const job = await jobOf(id);
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.lastError).toContain(id);
    logs.restore();
  });
});
