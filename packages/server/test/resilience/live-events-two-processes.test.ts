import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { insertRegisteredOrder } from '../features/orders/orders-test-kit';
import { binaryStl } from '../features/stl-files/stl-test-kit';
import { createTestDb } from '../support/create-test-db';
import { insertEstablishment, signedInUser } from '../support/factories';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { sseReader } from '../support/sse-reader';
import { TEST_MFA_KEY, testConfig } from '../support/test-app';

// Across processes: two server processes on one PostgreSQL. A change made through
// A reaches a stream held by B (LISTEN/NOTIFY), a sign-out through A ends B's stream, and a SIGTERM
// ends B's streams and lets it exit 0 at once, not after SHUTDOWN_TIMEOUT_MS. Item 2: a new
// impression asked through one process and answered through the other.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('live events with two server processes on one PostgreSQL', () => {
  let database: Database & { url?: string };
  const processes: ServerProcess[] = [];
  const dirs = ['a', 'b'].map((name) => `/tmp/conque-live-${name}-${process.pid}`);

  beforeAll(async () => {
    database = await createTestDb();
    const env = {
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: testConfig().jwtSecret,
      MFA_ENCRYPTION_KEY: TEST_MFA_KEY,
      SHUTDOWN_TIMEOUT_MS: '15000',
    };
    processes.push(...(await Promise.all(dirs.map((dir) => startServerProcess({ ...env, DATA_DIR: dir })))));
  }, 180_000);

  afterAll(async () => {
    for (const server of processes) await server.stop('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await database?.close();
  });

  const stream = async (server: ServerProcess, token: string) => {
    const response = await fetch(`${server.url}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const reader = sseReader(response);
    expect((await reader.next()).event).toBe('ready');
    return reader;
  };

  it('hears on B a comment made through A, and ends B’s stream at a sign-out through A', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const establishment = await insertEstablishment(database.db);
    const manager = await signedInUser(database.db, testConfig(), {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const preparator = await signedInUser(database.db, testConfig(), { role: 'preparator' });
    const order = await insertRegisteredOrder(database.db, {
      establishmentId: establishment.id,
      createdBy: manager.profile.id,
    });
    const onB = await stream(b, manager.token);
    const sentAt = Date.now();
    const comment = await fetch(`${a.url}/api/orders/${order.id}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${preparator.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Empreinte reçue.' }),
    });
    expect(comment.status).toBe(201);
    expect(await onB.next(3_000)).toEqual({ event: 'order', data: { id: order.id } });
    expect(Date.now() - sentAt).toBeLessThan(3_000);

    const logout = await fetch(`${a.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(logout.status).toBe(204);
    await onB.ended(3_000);
  }, 60_000);

  /** Reads `reader` until an event matching `wanted`, within 3 s of the call. */
  const heardWithin = async (reader: ReturnType<typeof sseReader>, wanted: Record<string, unknown>) => {
    const until = Date.now() + 3_000;
    for (;;) {
      const event = await reader.next(Math.max(1, until - Date.now()));
      if (Object.entries(wanted).every(([key, value]) => event.data[key] === value)) return event;
    }
  };

  it('a new impression asked through A, answered through B: each side hears the other’s step', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const establishment = await insertEstablishment(database.db);
    const manager = await signedInUser(database.db, testConfig(), {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const preparator = await signedInUser(database.db, testConfig(), { role: 'preparator' });
    const order = await insertRegisteredOrder(database.db, {
      establishmentId: establishment.id,
      createdBy: manager.profile.id,
      status: 'in_progress',
    });
    const clinicOnB = await stream(b, manager.token);
    const labOnA = await stream(a, preparator.token);
    const call = (server: ServerProcess, token: string, path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/orders/${order.id}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
      });

    const asked = await call(a, preparator.token, '/impression-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ears: ['left'], reason: 'incomplete' }),
    });
    expect(asked.status).toBe(201);
    await heardWithin(clinicOnB, { id: order.id, impression: 'requested' });

    const uploaded = await call(b, manager.token, '/impression-request/files?ear=left', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'gauche.stl' },
      body: new Uint8Array(binaryStl(3)),
    });
    expect(uploaded.status).toBe(201);
    expect((await call(b, manager.token, '/impression-request/send', { method: 'POST' })).status).toBe(200);
    await heardWithin(labOnA, { id: order.id, impression: 'sent' });
    // The reminder waits in the jobs table, whichever process claims it: one job, one request.
    const jobs = await database.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'impression-reminder'`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  }, 60_000);

  it('on SIGTERM ends its streams and exits 0 at once', async () => {
    const b = processes[1] as ServerProcess;
    const { token } = await signedInUser(database.db, testConfig(), { role: 'preparator' });
    const open = await stream(b, token);
    const signalledAt = Date.now();
    b.signal('SIGTERM');
    await open.ended(5_000);
    const exit = await b.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(5_000);
  }, 60_000);
});
