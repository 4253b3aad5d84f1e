import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { MAX_STL_FILE_BYTES } from '@conque/domain/orders/stl-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertOrder } from '../accounts/accounts-test-kit';
import {
  asciiStl,
  binaryStl,
  brokenBody,
  type ErrorJson,
  generatedBody,
  stlSnapshot,
  storedFiles,
  upload,
} from './stl-test-kit';

/**
 * Sends `file`, holding its last bytes until `gate` opens. `onStreaming` runs when the server reads
 * past the first chunk, which a stream asks for ahead (at construction): so after the key is chosen.
 */
const gatedBody = (file: Buffer, gate: Promise<void>, onStreaming = () => {}) => {
  let step = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      step += 1;
      if (step === 1) {
        controller.enqueue(new Uint8Array(file.subarray(0, 84)));
      } else if (step === 2) {
        onStreaming();
        await gate;
        controller.enqueue(new Uint8Array(file.subarray(84)));
      } else controller.close();
    },
  });
};

let t: TestApp;
let token: string;
let establishmentId: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const establishment = await insertEstablishment(t.db);
  establishmentId = establishment.id;
  const signed = await signedInUser(t.db, t.config, { role: 'user', establishmentId });
  token = signed.token;
  userId = signed.profile.id;
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, config: t.config, storage: t.storage, now: () => new Date() });
const newDraft = () => insertOrder(t.db, { establishmentId, createdBy: userId });
const entriesOf = async (orderId: string) =>
  (await t.db.select({ stlFiles: orders.stlFiles }).from(orders).where(eq(orders.id, orderId)))[0]?.stlFiles;
const message = async (response: Response) => ((await response.json()) as ErrorJson).error.message;

describe('POST /api/orders/:orderId/stl-files', () => {
  it('stores a binary STL past the 64 KB JSON limit and lists it on the order', async () => {
    const order = await newDraft();
    const file = binaryStl(2_000);
    const response = await upload(t, order.id, file, { token, name: 'Oreille gauche – Mme Dupré.stl' });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as StlFileEntry;
    expect(entry).toEqual({
      name: 'Oreille gauche – Mme Dupré.stl',
      path: expect.stringMatching(new RegExp(`^${order.id}/Oreille_gauche_Mme_Dupre_\\d{13}\\.stl$`)),
      size: 100_084,
      type: 'model/stl',
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Measured afterwards by a job (check-stl-mesh-job.test.ts), not in the request.
      checkStatus: 'pending',
    });
    expect(readFileSync(join(t.filesDir, 'stl_files', entry.path)).equals(file)).toBe(true);
    expect(await entriesOf(order.id)).toEqual([entry]);
  });

  it('stores an ASCII STL sent as model/stl, without Content-Length (chunked)', async () => {
    const order = await newDraft();
    const file = asciiStl(400);
    const response = await upload(t, order.id, new Blob([new Uint8Array(file)]).stream(), {
      token,
      name: 'droite.STL',
      contentType: 'model/stl',
    });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as StlFileEntry;
    expect(entry).toMatchObject({ name: 'droite.STL', size: file.length });
    expect(readFileSync(join(t.filesDir, 'stl_files', entry.path)).equals(file)).toBe(true);
  });

  it('keeps both files when the same name is sent twice in the same millisecond', async () => {
    const order = await newDraft();
    const frozen = createApp({ ...deps(), now: () => new Date('2026-03-02T10:00:00.000Z') });
    const send = (triangles: number) =>
      upload(t, order.id, binaryStl(triangles), { app: frozen, token, name: 'empreinte.stl' });
    const first = (await (await send(3)).json()) as StlFileEntry;
    const second = (await (await send(4)).json()) as StlFileEntry;
    expect(first.path).toBe(`${order.id}/empreinte_1772445600000.stl`);
    expect(second.path).toBe(`${order.id}/empreinte_1772445600001.stl`);
    expect((await entriesOf(order.id))?.map((entry) => entry.size)).toEqual([234, 284]);
    expect(readFileSync(join(t.filesDir, 'stl_files', first.path)).equals(binaryStl(3))).toBe(true);
  });

  it('answers 409 "existe déjà" to the loser of a race for one key, and keeps the winner\'s file', async () => {
    const order = await newDraft();
    const frozen = createApp({ ...deps(), now: () => new Date('2026-03-02T11:00:00.000Z') });
    const [winner, loser] = [binaryStl(3), binaryStl(4)];
    let loserStarted = () => {};
    const loserHasChosenItsKey = new Promise<void>((resolve) => {
      loserStarted = resolve;
    });
    let winnerDone = () => {};
    const winnerHasFinished = new Promise<void>((resolve) => {
      winnerDone = resolve;
    });
    // Both pick the same free key before either has stored its file; the winner finishes first.
    const first = upload(t, order.id, gatedBody(winner, loserHasChosenItsKey), {
      app: frozen,
      token,
      name: 'e.stl',
    });
    const second = upload(t, order.id, gatedBody(loser, winnerHasFinished, loserStarted), {
      app: frozen,
      token,
      name: 'e.stl',
    });
    const won = await first;
    winnerDone();
    const lost = await second;
    expect(won.status).toBe(201);
    expect(lost.status).toBe(409);
    expect(await message(lost)).toBe('Le fichier e.stl existe déjà. Veuillez réessayer.');
    const [entry] = (await entriesOf(order.id)) ?? [];
    expect(readFileSync(join(t.filesDir, 'stl_files', entry?.path ?? '')).equals(winner)).toBe(true);
    expect(storedFiles(t).filter((file) => file.startsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['a .txt file, even with STL content', 'compte-rendu.txt', binaryStl(3)],
    ['a text file named .stl', 'faux.stl', Buffer.from('Ceci n’est pas un maillage.\n'.repeat(20))],
    [
      'random bytes named .stl',
      'bruit.stl',
      Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256)),
    ],
    ['a truncated binary STL', 'coupe.stl', binaryStl(10).subarray(0, 500)],
    ['"solid" with no facet', 'vide.stl', Buffer.from('solid vide\nendsolid vide\n')],
    ['an empty file', 'vide.stl', Buffer.alloc(0)],
  ])('refuses %s with 400, storing nothing', async (_label, name, file) => {
    const order = await newDraft();
    const before = await stlSnapshot(t);
    const response = await upload(t, order.id, file, { token, name });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(`Le fichier ${name} n'est pas un fichier STL valide`);
    expect(await stlSnapshot(t)).toEqual(before);
  });

  it('refuses more than 100 MB with 413 while streaming, storing nothing', async () => {
    const order = await newDraft();
    const before = await stlSnapshot(t);
    // A binary header claiming 2.2 million triangles (just over 100 MB), then 105 MiB generated
    // a mebibyte at a time: read up to the limit, never held, never stored.
    const header = binaryStl(0);
    header.writeUInt32LE(2_200_000, 80);
    let pulled = 0;
    const body = generatedBody(MAX_STL_FILE_BYTES + 5 * 1024 * 1024, {
      start: header,
      onPull: (sent) => {
        pulled = sent;
      },
    });
    const response = await upload(t, order.id, body, { token, name: 'géant.stl' });
    expect(response.status).toBe(413);
    expect(await message(response)).toBe('Le fichier géant.stl est trop volumineux (maximum 100MB)');
    expect(await stlSnapshot(t)).toEqual(before);
    expect(pulled).toBeGreaterThan(MAX_STL_FILE_BYTES);
    expect(pulled).toBeLessThan(MAX_STL_FILE_BYTES + 3 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over 100 MB before reading a byte', async () => {
    const order = await newDraft();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await upload(t, order.id, body, {
      token,
      name: 'énorme.stl',
      headers: { 'content-length': String(MAX_STL_FILE_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect(await message(response)).toBe('Le fichier énorme.stl est trop volumineux (maximum 100MB)');
    expect(pulls).toBeLessThanOrEqual(1);
    await body.cancel();
  });

  it('leaves no file and no entry when the client breaks off mid-stream', async () => {
    const order = await newDraft();
    const before = await stlSnapshot(t);
    const response = await upload(t, order.id, brokenBody(binaryStl(5_000).subarray(0, 120_000)), {
      token,
      name: 'interrompu.stl',
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe("L'envoi du fichier interrompu.stl a été interrompu.");
    expect(await stlSnapshot(t)).toEqual(before);
  });

  it('drops the stored file when the order stops being editable during the upload', async () => {
    const order = await insertOrder(t.db, { establishmentId, createdBy: userId, status: 'registered' });
    const before = await stlSnapshot(t);
    const file = binaryStl(50_000);
    let changed = false;
    // A preparator starts production while the 2.5 MB file is on its way.
    const body = generatedBody(file.length, {
      start: file.subarray(0, 84),
      onPull: async (sent) => {
        if (sent > 1_000_000 && !changed) {
          changed = true;
          await t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, order.id));
        }
      },
    });
    const response = await upload(t, order.id, body, { token, name: 'tardif.stl' });
    expect(changed).toBe(true);
    expect(response.status).toBe(403);
    const after = await stlSnapshot(t);
    expect(after.files).toEqual(before.files);
    expect(await entriesOf(order.id)).toEqual([]);
    expect(storedFiles(t).some((file) => file.includes('tardif'))).toBe(false);
  });
});
