import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { profiles } from '../../src/db/schema/index';
import { createTestDb } from '../support/create-test-db';
import { FACTORY_PASSWORD, insertEstablishment, insertUser } from '../support/factories';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_MFA_KEY, testConfig } from '../support/test-app';

// Each process keeps sessions and profiles in memory; a sign-out, a password
// change or a role change made through one process, or by SQL, must reach the other one (within a
// second is the target; this test waits up to 10 s and prints how long it took, never timing it).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WAIT_MS = 10_000;

describe.skipIf(!onPostgres)('the session cache of two server processes on one PostgreSQL', () => {
  let database: Database & { url?: string };
  const processes: ServerProcess[] = [];
  const dirs = ['a', 'b'].map((name) => `/tmp/conque-cache-${name}-${process.pid}`);

  beforeAll(async () => {
    database = await createTestDb();
    const env = {
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: testConfig().jwtSecret,
      MFA_ENCRYPTION_KEY: TEST_MFA_KEY,
    };
    processes.push(...(await Promise.all(dirs.map((dir) => startServerProcess({ ...env, DATA_DIR: dir })))));
  }, 180_000);

  afterAll(async () => {
    for (const server of processes) expect(await server.stop()).toBe(0);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await database?.close();
  });

  const a = () => processes[0] as ServerProcess;
  const b = () => processes[1] as ServerProcess;

  const signIn = async (server: ServerProcess, email: string) => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: FACTORY_PASSWORD }),
    });
    const body = (await response.json()) as { access_token: string };
    expect(response.status).toBe(200);
    return body.access_token;
  };
  const profile = async (server: ServerProcess, token: string) => {
    const response = await fetch(`${server.url}/api/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Polls until `check` holds; answers how long it took (printed, not asserted). */
  const until = async (what: string, check: () => Promise<boolean>) => {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > WAIT_MS) throw new Error(`${what}: not seen in ${WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`${what}: seen by the other process after ${(performance.now() - started).toFixed(0)} ms`);
  };

  it('a sign-out through one process ends the session in the other', async () => {
    const establishment = await insertEstablishment(database.db);
    const { user } = await insertUser(database.db, { role: 'user', establishmentId: establishment.id });
    const token = await signIn(a(), user.email);
    // Both processes now hold the session.
    expect((await profile(a(), token)).status).toBe(200);
    expect((await profile(b(), token)).status).toBe(200);

    const out = await fetch(`${a().url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    expect((await profile(a(), token)).status).toBe(401);
    await until('sign-out', async () => (await profile(b(), token)).status === 401);
  });

  it('a password change through one process ends the other sessions in both', async () => {
    const { user } = await insertUser(database.db, { role: 'manager' });
    const laptop = await signIn(a(), user.email);
    const phone = await signIn(b(), user.email);
    for (const server of [a(), b()]) expect((await profile(server, phone)).status).toBe(200);

    const change = await fetch(`${b().url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${laptop}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'un-nouveau-mot-de-passe' }),
    });
    expect(change.status).toBe(200);
    expect((await profile(b(), phone)).status).toBe(401);
    await until('password change', async () => (await profile(a(), phone)).status === 401);
    expect((await profile(a(), laptop)).status).toBe(200);
  });

  it('a role changed by SQL reaches both processes', async () => {
    const establishment = await insertEstablishment(database.db);
    const { user } = await insertUser(database.db, { role: 'manager', establishmentId: establishment.id });
    const token = await signIn(a(), user.email);
    for (const server of [a(), b()]) expect((await profile(server, token)).body.role).toBe('manager');

    await database.db.update(profiles).set({ role: 'viewer' }).where(eq(profiles.id, user.id));
    for (const [name, server] of [
      ['role change (a)', a()],
      ['role change (b)', b()],
    ] as const) {
      await until(name, async () => (await profile(server, token)).body.role === 'viewer');
    }
    // And the permission follows: a viewer may not create a draft.
    const draft = await fetch(`${b().url}/api/rpc/create_draft_order`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(draft.status).toBe(403);
  });
});
