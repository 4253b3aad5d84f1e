import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestS3Storage, startS3Server, type TestS3Server } from '../../support/s3-server';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertOrder } from '../accounts/accounts-test-kit';
import { binaryStl, type ErrorJson, generatedBody, upload } from './stl-test-kit';

// The STL upload and download routes, unchanged, on the S3 driver against a real S3-compatible
// server on loopback (test/support/s3-server.ts); then a storage outage: the store stops,
// the API answers a French 503 and writes nothing, and works again by itself once the store is back.

let s3: TestS3Server;
let t: TestApp;
let token: string;
let establishmentId: string;
let userId: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({}, { storage: createTestS3Storage(s3) });
  establishmentId = (await insertEstablishment(t.db)).id;
  const signed = await signedInUser(t.db, t.config, { role: 'manager', establishmentId });
  token = signed.token;
  userId = signed.profile.id;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const newDraft = () => insertOrder(t.db, { establishmentId, createdBy: userId });
const entriesOf = async (orderId: string) =>
  (await t.db.select({ stlFiles: orders.stlFiles }).from(orders).where(eq(orders.id, orderId)))[0]?.stlFiles;
const sign = (orderId: string, path: string) =>
  t.request(`/api/orders/${orderId}/stl-files/signed-url`, { body: { path }, token });
const UNAVAILABLE = {
  error: {
    code: 'unavailable',
    message:
      'Le stockage des fichiers est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
};

describe('STL files on S3', () => {
  it('stores a 20 MB upload in parts and signs a presigned link that downloads it for 60 s', async () => {
    const order = await newDraft();
    const file = binaryStl(400_000);
    const response = await upload(t, order.id, file, { token, name: 'Oreille droite.stl' });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as StlFileEntry;
    expect(entry).toMatchObject({ name: 'Oreille droite.stl', size: file.length, type: 'model/stl' });
    expect(await s3.objects()).toContain(`stl_files/${entry.path}`);
    expect(await entriesOf(order.id)).toEqual([entry]);

    const signed = await sign(order.id, entry.path);
    expect(signed.status).toBe(200);
    const { signedUrl } = (await signed.json()) as { signedUrl: string };
    const link = new URL(signedUrl);
    expect(link.origin).toBe(s3.endpoint);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60');
    const download = await fetch(signedUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('model/stl');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Oreille_droite_\d+\.stl"/,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('leaves no object and no entry when the content check refuses a 12 MB file', async () => {
    const order = await newDraft();
    const before = await s3.objects();
    // A binary header announcing 10 triangles, followed by megabytes that do not fit it.
    const response = await upload(
      t,
      order.id,
      generatedBody(12 * 1024 * 1024, { start: binaryStl(10).subarray(0, 84) }),
      {
        token,
        name: 'faux.stl',
      },
    );
    expect(response.status).toBe(400);
    expect(await s3.objects()).toEqual(before);
    expect(await entriesOf(order.id)).toEqual([]);
  });

  it('answers 503 in French while the store is stopped, writes nothing, and recovers by itself', async () => {
    const order = await newDraft();
    const first = (await (
      await upload(t, order.id, binaryStl(3), { token, name: 'avant.stl' })
    ).json()) as StlFileEntry;
    const objectsBefore = await s3.objects();

    await s3.stop();
    const refused = await upload(t, order.id, binaryStl(200_000), { token, name: 'pendant.stl' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual(UNAVAILABLE);
    const unsigned = await sign(order.id, first.path);
    expect(unsigned.status).toBe(503);
    expect(await unsigned.json()).toEqual(UNAVAILABLE);
    // No entry points at an object that is not there.
    expect(await entriesOf(order.id)).toEqual([first]);

    await s3.restart();
    expect(await s3.objects()).toEqual(objectsBefore);
    const again = await upload(t, order.id, binaryStl(200_000), { token, name: 'pendant.stl' });
    expect(again.status).toBe(201);
    const second = (await again.json()) as StlFileEntry;
    expect(await entriesOf(order.id)).toEqual([first, second]);
    const signed = await sign(order.id, second.path);
    expect(signed.status).toBe(200);
    const download = await fetch(((await signed.json()) as { signedUrl: string }).signedUrl);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(second.size);
  });

  it('stops a 503 mid-upload too: the store goes away after the first parts', async () => {
    const order = await newDraft();
    const objectsBefore = await s3.objects();
    const triangles = 500_000;
    const header = binaryStl(0);
    header.writeUInt32LE(triangles, 80);
    const body = generatedBody(84 + 50 * triangles, {
      start: header,
      onPull: async (sent) => {
        if (sent >= 18 * 1024 * 1024 && sent < 19 * 1024 * 1024) await s3.stop();
      },
    });
    const response = await upload(t, order.id, body, { token, name: 'coupe.stl' });
    expect(response.status).toBe(503);
    expect(((await response.json()) as ErrorJson).error.code).toBe('unavailable');
    await s3.restart();
    expect(await s3.objects()).toEqual(objectsBefore);
    expect(await entriesOf(order.id)).toEqual([]);
  });
});
