import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertOrder } from '../accounts/accounts-test-kit';
import { binaryStl, type ErrorJson, insertStoredStl, stlSnapshot, storedFiles, upload } from './stl-test-kit';

let t: TestApp;
let token: string;
let establishmentId: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  establishmentId = (await insertEstablishment(t.db)).id;
  const signed = await signedInUser(t.db, t.config, { role: 'manager', establishmentId });
  token = signed.token;
  userId = signed.profile.id;
});
afterAll(() => t.close());

const newOrder = () => insertOrder(t.db, { establishmentId, createdBy: userId, status: 'registered' });
const remove = (orderId: string, path: string) =>
  t.request(`/api/orders/${orderId}/stl-files?path=${encodeURIComponent(path)}`, { method: 'DELETE', token });
const sign = (orderId: string, path: string) =>
  t.request(`/api/orders/${orderId}/stl-files/signed-url`, { body: { path }, token });

describe('DELETE /api/orders/:orderId/stl-files?path=', () => {
  it('removes the entry and the file, and answers the files left', async () => {
    const order = await newOrder();
    const kept = await insertStoredStl(t, order.id, 'gauche.stl');
    const gone = await insertStoredStl(t, order.id, 'droite.stl');
    const response = await remove(order.id, gone.entry.path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stl_files: [kept.entry] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.stlFiles).toEqual([kept.entry]);
    expect(await t.storage.exists('stl_files', gone.entry.path)).toBe(false);
    expect(await t.storage.exists('stl_files', kept.entry.path)).toBe(true);
  });

  it("answers 404 for a path that is not on this order, even another order's file, changing nothing", async () => {
    const order = await newOrder();
    const other = await newOrder();
    const foreign = await insertStoredStl(t, other.id);
    await insertStoredStl(t, order.id);
    const before = await stlSnapshot(t);
    for (const path of [foreign.entry.path, `${order.id}/inconnu_1.stl`, '../../jwt-secret']) {
      const response = await remove(order.id, path);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorJson).error.message).toBe('Fichier introuvable.');
    }
    expect(await stlSnapshot(t)).toEqual(before);
  });

  it('keeps every entry when uploads and deletions of one order run at once', async () => {
    const order = await newOrder();
    const first = await insertStoredStl(t, order.id, 'a.stl');
    const results = await Promise.all([
      upload(t, order.id, binaryStl(3), { token, name: 'b.stl' }),
      remove(order.id, first.entry.path),
      upload(t, order.id, binaryStl(4), { token, name: 'c.stl' }),
    ]);
    expect(results.map((response) => response.status)).toEqual([201, 200, 201]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.stlFiles.map((entry) => entry.name).sort()).toEqual(['b.stl', 'c.stl']);
    const files = storedFiles(t).filter((file) => file.includes(order.id));
    expect(files).toHaveLength(2);
  });
});

describe('POST /api/orders/:orderId/stl-files/signed-url', () => {
  it('answers a link that downloads the file for 60 s, then refuses it', async () => {
    const order = await newOrder();
    const { entry, content } = await insertStoredStl(t, order.id);
    const response = await sign(order.id, entry.path);
    expect(response.status).toBe(200);
    const { signedUrl } = (await response.json()) as { signedUrl: string };
    expect(signedUrl).toMatch(
      new RegExp(`^/files/stl_files/${order.id}/stocke_\\d+\\.stl\\?expires=\\d+&signature=`),
    );

    const download = await t.app.request(signedUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    const later = createApp({
      db: t.db,
      config: t.config,
      storage: t.storage,
      now: () => new Date(Date.now() + 61_000),
    });
    const expired = await later.request(signedUrl);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as ErrorJson).error.message).toMatch(/a expiré/);
  });

  it('refuses a tampered link with 403', async () => {
    const order = await newOrder();
    const { entry } = await insertStoredStl(t, order.id);
    const { signedUrl } = (await (await sign(order.id, entry.path)).json()) as { signedUrl: string };
    const tampered = signedUrl.replace(
      /signature=(.)/,
      (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    const response = await t.app.request(tampered);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Lien de téléchargement invalide.' },
    });
  });

  it("signs only files listed on the order: another order's key is a 404", async () => {
    const order = await newOrder();
    const other = await newOrder();
    const { entry } = await insertStoredStl(t, other.id);
    const response = await sign(order.id, entry.path);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorJson).error.message).toBe('Fichier introuvable.');
  });
});
