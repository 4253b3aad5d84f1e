import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { createLocalStorage } from '../../src/storage/local-storage';
import { insertRegisteredOrder } from '../features/orders/orders-test-kit';
import { type ProcessDatabase, processDatabase } from '../resilience/process-database';
import { REPO_ROOT } from '../support/built-server';
import { insertEstablishment, signedInUser } from '../support/factories';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// The README's example client, run as a lab would run it, against the built
// server in its own process: it lists the orders ready for the lab and downloads their archives.

let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
const out = mkdtempSync(join(tmpdir(), 'conque-example-'));
afterAll(async () => {
  await server?.stop();
  await database?.close();
  rmSync(out, { recursive: true, force: true });
});

// A server process, the example as its own process, a dozen orders: 18 s on a slow two-core machine,
// past half the default 30 s.
it('examples/download-ready-orders.mjs downloads the archive of every registered order, and only those', async () => {
  database = await processDatabase();
  const { config, dataDir } = database;
  const storage = createLocalStorage({
    root: join(dataDir, 'files'),
    secret: config.jwtSecret,
    now: () => new Date(),
  });
  const scene = await database.use(async (db) => {
    const establishment = await insertEstablishment(db);
    const creator = await signedInUser(db, config, { role: 'user', establishmentId: establishment.id });
    const preparator = await signedInUser(db, config, { role: 'preparator' });
    const made = [];
    for (const status of ['registered', 'registered', 'in_progress'] as const) {
      const order = await insertRegisteredOrder(db, {
        establishmentId: establishment.id,
        createdBy: creator.user.id,
        status,
      });
      const path = `${order.id}/empreinte_1.stl`;
      await storage.put('stl_files', path, new Blob([`solid ${order.id}`]).stream(), {
        contentType: 'model/stl',
      });
      await db
        .update(orders)
        .set({
          stlFiles: [
            {
              name: 'empreinte.stl',
              path,
              size: 42,
              type: 'model/stl',
              uploadedAt: new Date().toISOString(),
            },
          ],
        })
        .where(eq(orders.id, order.id));
      made.push(order);
    }
    return { preparator, made };
  });
  server = await startServerProcess(database.env);
  const created = await fetch(`${server.url}/api/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${scene.preparator.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Logiciel de CAO', scopes: ['orders:read', 'files:read'] }),
  });
  expect(created.status).toBe(201);
  const { secret } = (await created.json()) as CreatedApiKey;

  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['examples/download-ready-orders.mjs', out],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', CONQUE_URL: server.url, CONQUE_API_KEY: secret },
    },
  );
  const registered = scene.made.filter((order) => order.status === 'registered');
  expect(stdout).toContain('2 commande(s) prête(s) téléchargée(s)');
  expect(readdirSync(out).sort()).toEqual(registered.map((order) => `${order.orderNumber}.zip`).sort());
  for (const order of registered) {
    const files = unzipSync(new Uint8Array(readFileSync(join(out, `${order.orderNumber}.zip`))));
    expect(Buffer.from(files['empreintes/empreinte.stl'] ?? []).toString()).toBe(`solid ${order.id}`);
    expect(JSON.parse(Buffer.from(files['fiche-de-fabrication.json'] ?? []).toString()).order_id).toBe(
      order.id,
    );
  }
}, 120_000);
