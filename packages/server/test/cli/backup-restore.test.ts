import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoicePage } from '@conque/domain/invoices/invoice-schemas';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { afterAll, describe, expect, it } from 'vitest';
import { secretFromBase32, totpCode, totpStep } from '../../src/auth/mfa/totp';
import { DEMO_TOTP_SECRET } from '../../src/cli/demo-second-factor';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { insertRegisteredOrder } from '../features/orders/orders-test-kit';
import { binaryStl } from '../features/stl-files/stl-test-kit';
import { insertEstablishment, insertInvoice, signedInUser } from '../support/factories';
import { startServerProcess } from '../support/server-process';
import { migratedTempDataDir, removeTempDataDirs, runCli, tempDataDir } from './cli-test-kit';

// Backups on the embedded default: `backup` of a stopped server's DATA_DIR, `restore` into
// a fresh one, and a real server on the restored directory finds every order, file and invoice,
// with the same sessions. PGlite only: with DATABASE_URL the commands send the operator to pg_dump.
const onPglite = !process.env.TEST_DATABASE_URL;

afterAll(removeTempDataDirs);

/** A used data directory: the demo accounts, then orders with stored STL files and an invoice. */
const fillDataDir = async (dataDir: string) => {
  expect((await runCli(dataDir, ['seed-demo', '--comptes-seulement'])).code).toBe(0);
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  try {
    const { db } = database;
    const establishment = await insertEstablishment(db);
    const manager = await signedInUser(db, config, { role: 'manager', establishmentId: establishment.id });
    const stl = binaryStl(200);
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await insertRegisteredOrder(db, {
        establishmentId: establishment.id,
        createdBy: manager.user.id,
      });
      const path = `${order.id}/oreille_${i}.stl`;
      mkdirSync(join(dataDir, 'files', 'stl_files', order.id), { recursive: true });
      writeFileSync(join(dataDir, 'files', 'stl_files', path), stl);
      const entry: StlFileEntry = {
        name: `oreille_${i}.stl`,
        path,
        size: stl.length,
        type: 'model/stl',
        uploadedAt: new Date().toISOString(),
      };
      await db.execute(
        `update orders set stl_files = '${JSON.stringify([entry])}'::jsonb where id = '${order.id}'` as never,
      );
      orderIds.push(order.id);
    }
    const invoice = await insertInvoice(db, { establishmentId: establishment.id, orderIds });
    return { token: manager.token, orderIds, invoiceNumber: invoice.number, stl };
  } finally {
    await database.close();
  }
};

describe.skipIf(!onPglite)('backup and restore of the embedded default', () => {
  it('restores into a fresh directory a server that finds every order, file and invoice', async () => {
    const source = migratedTempDataDir();
    const used = await fillDataDir(source);
    const archive = join(tempDataDir(), 'sauvegarde.tar.gz');

    const backup = await runCli(source, ['backup', archive]);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(
      `Sauvegarde écrite dans ${archive} : 3 commande(s), 1 facture(s), fichiers compris.`,
    );
    expect(readdirSync(source)).not.toContain('server.pid');

    const again = await runCli(source, ['backup', archive]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Le fichier ${archive} existe déjà`);

    const target = tempDataDir();
    const restore = await runCli(target, ['restore', archive]);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(/restaurée dans .* : 3 commande\(s\), 1 facture\(s\), fichiers compris\./);
    // The secrets come back too: the tokens' signing secret and the key of the TOTP secrets
    // (decision 107), without which no second factor of the restored data could be verified.
    for (const secret of ['jwt-secret', 'mfa-key'])
      expect(readFileSync(join(target, secret), 'utf8')).toBe(readFileSync(join(source, secret), 'utf8'));

    const over = await runCli(target, ['restore', archive]);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('contient déjà des données (pgdata, files)');

    // A real server on the restored directory, with the session opened before the backup.
    const server = await startServerProcess({ DATA_DIR: target });
    try {
      const get = (path: string, init: RequestInit = {}) =>
        fetch(`${server.url}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${used.token}`, 'content-type': 'application/json' },
        });
      for (const id of used.orderIds) {
        const order = (await (await get(`/api/orders/${id}`)).json()) as { stl_files: StlFileEntry[] };
        expect(order.stl_files).toHaveLength(1);
        const link = (await (
          await get(`/api/orders/${id}/stl-files/signed-url`, {
            method: 'POST',
            body: JSON.stringify({ path: order.stl_files[0]?.path }),
          })
        ).json()) as { signedUrl: string };
        const file = await fetch(new URL(link.signedUrl, server.url));
        expect(Buffer.from(await file.arrayBuffer()).equals(used.stl)).toBe(true);
      }
      const listed = (await (await get('/api/invoices')).json()) as InvoicePage;
      expect(listed.items.map((invoice) => invoice.number)).toEqual([used.invoiceNumber]);
      // The demo préparateur's factor, sealed with the restored key, still takes its code.
      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${server.url}/auth/v1${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const signedIn = (await (
        await post('/token?grant_type=password', { email: 'preparateur@conque.demo', password: 'demo1234' })
      ).json()) as { access_token: string; user: { factors: { id: string }[] } };
      const factorId = signedIn.user.factors[0]?.id;
      const challenge = (await (
        await post(`/factors/${factorId}/challenge`, {}, signedIn.access_token)
      ).json()) as {
        id: string;
      };
      const code = totpCode(secretFromBase32(DEMO_TOTP_SECRET), totpStep(new Date()));
      const verified = await post(
        `/factors/${factorId}/verify`,
        { challenge_id: challenge.id, code },
        signedIn.access_token,
      );
      expect(verified.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 180_000);

  it('refuses while the server runs, and refuses an archive that is not a backup, restoring nothing', async () => {
    const running = tempDataDir();
    // A live process holds the directory (this test's own, as a stand-in for the server).
    writeFileSync(join(running, 'server.pid'), String(process.pid));
    const refused = await runCli(running, ['backup', join(tempDataDir(), 'b.tar.gz')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Le serveur Conque (pid ${process.pid}) utilise le répertoire de données`,
    );

    const junk = join(tempDataDir(), 'pas-une-sauvegarde.tar.gz');
    writeFileSync(junk, 'ceci n’est pas une archive');
    const target = tempDataDir();
    const restore = await runCli(target, ['restore', junk]);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("n'est pas une sauvegarde Conque");
    expect(existsSync(join(target, 'pgdata'))).toBe(false);
    // Only what the configuration makes on any start: the signing secret and the TOTP key.
    expect(readdirSync(target).filter((name) => !['jwt-secret', 'mfa-key'].includes(name))).toEqual([]);
  }, 120_000);
});

describe('backup and restore with PostgreSQL', () => {
  it('send the operator to pg_dump', async () => {
    const result = await runCli(
      tempDataDir(),
      ['backup', '/tmp/x.tar.gz'],
      'postgres://conque@127.0.0.1:1/none',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('utilisez pg_dump et pg_restore');
  });
});
