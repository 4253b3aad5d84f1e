import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@conque/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { insertEstablishment, signedInUser } from '../support/factories';
import { httpCall } from '../support/http-call';
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

  // Each call on a connection of its own, through node:http rather than fetch: twice in CI, while
  // pg_ctl stopped the cluster on a loaded machine, fetch's client failed the first call after the stop
  // with « other side closed » (a kept-alive socket at load 9, then a fresh one with `Connection:
  // close` at load 3), never reproduced here, not even at 40 stops in a row beside three busy loops.
  // What this test is about is the server: a transport error is retried once, and only while the
  // same process runs, with what happened printed; a hang, a 500 or a dead process still fail it.
  const call = async (path: string, init: { method?: string; body?: string; bearer?: boolean } = {}) => {
    const send = () =>
      httpCall(`${server.url}${path}`, {
        method: init.method ?? 'GET',
        body: init.body,
        headers: {
          ...(init.bearer === false ? {} : { authorization: `Bearer ${token}` }),
          'content-type': 'application/json',
        },
        timeoutMs: ANSWER_WITHIN_MS,
      });
    try {
      return await send();
    } catch (error) {
      if ((error as Error).name === 'TimeoutError' || !server.running()) throw error;
      console.warn(`${path} : erreur de transport, un nouvel essai (${(error as Error).message})`);
      return send();
    }
  };
  const newDraft = () => call('/api/rpc/create_draft_order', { method: 'POST', body: '{}' });

  it('answers a French 503 during the outage, then serves again without a restart', async () => {
    expect((await call('/api/profile')).status).toBe(200);
    const pid = server.pid;

    cluster.stop();
    for (const response of [await call('/api/profile'), await newDraft()]) {
      expect(response.status).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'unavailable', message: MESSAGES.databaseUnavailable },
      });
    }
    const signIn = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'personne@example.fr', password: 'secret123' }),
      bearer: false,
    });
    expect(signIn.status).toBe(503);
    expect(signIn.json()).toMatchObject({ message: MESSAGES.databaseUnavailable });
    expect((await call('/readyz', { bearer: false })).status).toBe(503);
    expect((await call('/healthz', { bearer: false })).status).toBe(200);

    cluster.start();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await call('/api/profile')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await newDraft()).status).toBe(201);
    expect((await call('/readyz', { bearer: false })).status).toBe(200);
    // The same process: it recovered by itself.
    expect(server.pid).toBe(pid);
    expect(server.output()).not.toMatch(/Une erreur interne|unhandled|uncaught/i);
  }, 120_000);
});
