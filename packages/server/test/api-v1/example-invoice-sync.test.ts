import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { afterAll, expect, it } from 'vitest';
import { type ProcessDatabase, processDatabase } from '../resilience/process-database';
import { REPO_ROOT } from '../support/built-server';
import { insertEstablishment, insertInvoice, signedInUser } from '../support/factories';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// Decision 138: the README's invoice sync, run twice as an accounting program would run it, against
// the built server in its own process: the first run copies every invoice, the second only what
// changed since (an invoice marked paid in between).

let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
const out = mkdtempSync(join(tmpdir(), 'conque-sync-'));
afterAll(async () => {
  await server?.stop();
  await database?.close();
  rmSync(out, { recursive: true, force: true });
});

it('examples/sync-invoices.mjs copies every invoice, then reads only those changed since', async () => {
  database = await processDatabase();
  const { config } = database;
  const scene = await database.use(async (db) => {
    const establishment = await insertEstablishment(db);
    const preparator = await signedInUser(db, config, { role: 'preparator' });
    const made = [];
    // Changed an hour apart, long ago: a second run reads back only the last of them and what changed.
    for (const hour of ['08', '09', '10']) {
      made.push(
        await insertInvoice(db, {
          establishmentId: establishment.id,
          totalTtc: 4969,
          updatedAt: new Date(`2021-03-01T${hour}:00:00Z`),
        } as never),
      );
    }
    return { preparator, made };
  });
  server = await startServerProcess(database.env);
  const call = (path: string, body: unknown) =>
    fetch(`${server?.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${scene.preparator.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await call('/api-keys', { name: 'Logiciel comptable', scopes: ['invoices:read'] });
  expect(created.status).toBe(201);
  const { secret } = (await created.json()) as CreatedApiKey;
  const file = join(out, 'factures.json');
  const sync = async () =>
    (
      await promisify(execFile)(process.execPath, ['examples/sync-invoices.mjs', file], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', CONQUE_URL: server?.url ?? '', CONQUE_API_KEY: secret },
      })
    ).stdout;
  const [first, , last] = scene.made;
  if (!first || !last) throw new Error('no invoices');

  const all = await sync();
  for (const invoice of scene.made) expect(all).toContain(`${invoice.number}\tnouvelle\ten attente\t49,69 €`);
  expect(all).toContain(`3 facture(s) lue(s), 3 nouvelle(s) ou modifiée(s) ; 3 dans ${file}`);

  const paid = await call('/rpc/update_invoice_payment_status', {
    invoice_id: first.id,
    new_paid_status: 'paid',
  });
  expect(paid.status).toBe(200);
  const since = await sync();
  // The last invoice of the first run comes again (the run starts a little before it), unchanged.
  expect(since.trim().split('\n')).toEqual([
    `${first.number}\tmodifiée\tpayée\t49,69 €`,
    `2 facture(s) lue(s), 1 nouvelle(s) ou modifiée(s) ; 3 dans ${file}`,
  ]);
  const kept = JSON.parse(readFileSync(file, 'utf8')) as {
    last_change: string;
    invoices: Record<string, { paid_status: string }>;
  };
  expect(kept.invoices[first.id]?.paid_status).toBe('paid');
  expect(kept.invoices[last.id]?.paid_status).toBe('pending');
  expect(Date.parse(kept.last_change)).toBeGreaterThan(Date.parse('2021-03-01T10:00:00Z'));
});
