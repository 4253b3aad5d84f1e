import { rmSync } from 'node:fs';
import { previousParisMonth } from '@conque/domain/invoices/invoice-month';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { invoices, jobs, orders, outbox } from '../../src/db/schema/index';
import { completeFields } from '../features/orders/orders-test-kit';
import { binaryStl } from '../features/stl-files/stl-test-kit';
import { header, startSmtpServer, type TestSmtpServer } from '../mail/smtp-test-kit';
import { createTestDb } from '../support/create-test-db';
import {
  FACTORY_PASSWORD,
  insertDeliveryAddress,
  insertEstablishment,
  insertUser,
} from '../support/factories';
import { codeFor, insertVerifiedFactor } from '../support/mfa';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_MFA_KEY, testConfig } from '../support/test-app';

// "Many processes, one database": two server processes on one PostgreSQL and one S3 store,
// and one order's whole life with its requests alternating between them: sign-in, the wizard with an
// STL upload, validation, the order PDF, the preparator's statuses, a comment and its e-mail, the
// monthly invoice. Every file is readable through both, every job ran once, every mail left once.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WAIT_MS = 30_000;

type Json = Record<string, unknown>;

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL and one S3', () => {
  let database: Database & { url?: string };
  let s3: TestS3Server;
  let smtp: TestSmtpServer;
  const processes: ServerProcess[] = [];
  let turn = 0;
  /** The next process, in turn: A, B, A, B… */
  const next = () => processes[turn++ % 2] as ServerProcess;

  beforeAll(async () => {
    database = await createTestDb();
    s3 = await startS3Server();
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: testConfig().jwtSecret,
      MFA_ENCRYPTION_KEY: TEST_MFA_KEY,
      SMTP_URL: smtp.url,
      ...s3.env,
    };
    const started = await Promise.all(
      ['a', 'b'].map((name) =>
        startServerProcess({ ...env, DATA_DIR: `/tmp/conque-two-${name}-${process.pid}` }),
      ),
    );
    processes.push(...started);
  }, 180_000);

  afterAll(async () => {
    for (const server of processes) expect(await server.stop()).toBe(0);
    for (const name of ['a', 'b'])
      rmSync(`/tmp/conque-two-${name}-${process.pid}`, { recursive: true, force: true });
    await smtp?.close();
    await s3?.close();
    await database?.close();
  });

  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${next().url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${next().url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  /** The password, then the code of the person's factor: its challenge and its verification
   * each through the next process. */
  const signIn = async (email: string, factor?: { id: string; secret: Uint8Array }) => {
    const response = await post('/auth/v1/token?grant_type=password', { email, password: FACTORY_PASSWORD });
    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    if (!factor) return token;
    const challenge = (await (
      await post(`/auth/v1/factors/${factor.id}/challenge`, {}, token)
    ).json()) as Json;
    const verified = await post(
      `/auth/v1/factors/${factor.id}/verify`,
      { challenge_id: challenge.id, code: codeFor(factor.secret) },
      token,
    );
    expect(verified.status).toBe(200);
    return ((await verified.json()) as { access_token: string }).access_token;
  };

  /** The signed link of a file, asked of each process in turn, downloaded each time. */
  const downloadThroughBoth = async (token: string, path: string, body?: unknown) => {
    const contents: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const { signedUrl } = (await call(token, 'POST', path, body)) as { signedUrl: string };
      const response = await fetch(new URL(signedUrl, next().url));
      expect(response.status).toBe(200);
      contents.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(contents[0]?.equals(contents[1] as Buffer)).toBe(true);
    return contents[0] as Buffer;
  };

  const until = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it("serves one order's whole life through both, each job and mail once", async () => {
    const { db } = database;
    const establishment = await insertEstablishment(db);
    const address = await insertDeliveryAddress(db, { establishmentId: establishment.id, isDefault: true });
    const clinician = await insertUser(db, { role: 'user', establishmentId: establishment.id });
    const preparer = await insertUser(db, { role: 'preparator' });
    const { factor, secret } = await insertVerifiedFactor(db, testConfig(), preparer.user.id);
    const user = await signIn(clinician.user.email);
    const preparator = await signIn(preparer.user.email, { id: factor.id, secret });

    // The wizard.
    const { id } = (await call(user, 'POST', '/api/rpc/create_draft_order', {})) as { id: string };
    await call(user, 'POST', '/api/update-order', {
      orderId: id,
      updates: { ...completeFields, shipping_address: address.id },
    });
    const stl = binaryStl(5_000);
    const uploaded = await fetch(`${next().url}/api/orders/${id}/stl-files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user}`,
        'content-type': 'application/octet-stream',
        'x-file-name': 'oreille-gauche.stl',
      },
      body: new Uint8Array(stl),
    });
    expect(uploaded.status).toBe(201);
    const { path } = (await uploaded.json()) as { path: string };
    expect(
      (await downloadThroughBoth(user, `/api/orders/${id}/stl-files/signed-url`, { path })).equals(stl),
    ).toBe(true);

    // Validation, and the order's PDF made by whichever worker claimed its job.
    const validated = (await call(user, 'POST', '/api/update-order', {
      orderId: id,
      updates: { status: 'registered' },
    })) as { order_number: string };
    expect(validated.order_number).toMatch(/^\d{4}-00001$/);
    await until('the order PDF', async () => {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row?.pdfUrl ?? undefined;
    });
    const orderPdf = await downloadThroughBoth(user, `/api/orders/${id}/pdf-url`);
    expect(orderPdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The lab: statuses, a comment and its e-mail to the order's creator.
    await call(preparator, 'POST', `/api/orders/${id}/status`, { status: 'in_progress' });
    await call(preparator, 'POST', `/api/orders/${id}/status`, {
      status: 'shipped',
      trackingNumber: '6A123456789FR',
    });
    await call(preparator, 'POST', `/api/orders/${id}/comments`, { content: 'Expédiée ce matin.' });
    const commentMail = await until('the comment e-mail', async () =>
      smtp.received.find((mail) => header(mail.raw, 'To') === clinician.user.email),
    );
    expect(commentMail).toBeDefined();

    // The monthly invoice: the shipment moved to last month, as if the month had turned.
    const month = previousParisMonth(new Date());
    await db
      .update(orders)
      .set({ shippedAt: new Date(`${month}-15T10:00:00Z`) })
      .where(eq(orders.id, id));
    expect(await call(preparator, 'POST', '/api/generate-monthly-invoices', { month })).toEqual({
      created: 1,
      month,
    });
    const invoice = await until('the invoice PDF', async () => {
      const [row] = await db.select().from(invoices).where(eq(invoices.establishmentId, establishment.id));
      return row?.pdfUrl ? row : undefined;
    });
    const invoicePdf = await downloadThroughBoth(preparator, `/api/invoices/${invoice.id}/pdf-url`);
    expect(invoicePdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Every job ran once, every mail left once.
    await until('every job done', async () => {
      const pending = await db.select().from(jobs);
      return pending.every((job) => job.doneAt || job.runAt > new Date()) ? true : undefined;
    });
    const ran = (await db.select().from(jobs)).filter((job) => job.doneAt);
    expect(ran.length).toBeGreaterThanOrEqual(3);
    for (const job of ran)
      expect({ kind: job.kind, attempts: job.attempts }).toEqual({ kind: job.kind, attempts: 1 });
    expect((await db.select().from(jobs)).filter((job) => job.failedAt)).toEqual([]);
    // Both processes queued the periodic jobs at start (the month's invoices, the pruning): no job
    // is there twice.
    const keys = (await db.select().from(jobs)).map((job) => `${job.kind} ${JSON.stringify(job.payload)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sent = await db.select().from(outbox);
    expect(sent.every((mail) => mail.sentAt)).toBe(true);
    const messageIds = smtp.received.map((mail) => header(mail.raw, 'Message-ID'));
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(smtp.received).toHaveLength(sent.length);
  }, 180_000);

  it('counts a rate limit across both processes: the 11th wrong password in 15 min is refused', async () => {
    const email = 'personne-inconnue@exemple.fr';
    const attempt = () =>
      fetch(`${next().url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'mauvais-mot-de-passe' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
