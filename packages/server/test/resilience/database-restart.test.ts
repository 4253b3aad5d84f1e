import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@conque/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { insertEstablishment, signedInUser } from '../support/factories';
import { canRunOwnCluster, type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_MFA_KEY, testConfig } from '../support/test-app';

// PostgreSQL restarted under a running server (fault tests): during the outage every
// request answers a French 503 at once, none hangs; once PostgreSQL is back the same process serves
// again by itself. The cluster is the test's own (testing/postgres-cluster.ts), so it runs once per
// run, in the PGlite project, whatever TEST_DATABASE_URL says.
const runsHere = !process.env.TEST_DATABASE_URL && canRunOwnCluster();

const ANSWER_WITHIN_MS = 10_000;

describe.skipIf(!runsHere)('PostgreSQL restarted while the server runs', () => {
  const config = testConfig();
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const database = await openDatabase({ databaseUrl: cluster.url });
    await migrateDatabase(database);
    const establishment = await insertEstablishment(database.db);
    ({ token } = await signedInUser(database.db, config, {
      role: 'manager',
      establishmentId: establishment.id,
    }));
    await database.close();
    dataDir = mkdtempSync(join(tmpdir(), 'conque-restart-'));
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      JWT_SECRET: config.jwtSecret,
      MFA_ENCRYPTION_KEY: TEST_MFA_KEY,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // Each call on a connection of its own: while pg_ctl stops the cluster on a loaded machine, a kept-
  // alive socket can outlive the server's keep-alive timeout and be closed under the next request
  // (« other side closed », seen once at load 9), which is not what this test is about.
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        connection: 'close',
        ...init.headers,
      },
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
  const newDraft = () => call('/api/rpc/create_draft_order', { method: 'POST', body: '{}' });

  it('answers a French 503 during the outage, then serves again without a restart', async () => {
    expect((await call('/api/profile')).status).toBe(200);
    const pid = server.pid;

    cluster.stop();
    for (const response of [await call('/api/profile'), await newDraft()]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'unavailable', message: MESSAGES.databaseUnavailable },
      });
    }
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ email: 'personne@example.fr', password: 'secret123' }),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    expect(signIn.status).toBe(503);
    expect(await signIn.json()).toMatchObject({ message: MESSAGES.databaseUnavailable });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    cluster.start();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await call('/api/profile')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await newDraft()).status).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // The same process: it recovered by itself.
    expect(server.pid).toBe(pid);
    expect(server.output()).not.toMatch(/Une erreur interne|unhandled|uncaught/i);
  }, 120_000);
});
