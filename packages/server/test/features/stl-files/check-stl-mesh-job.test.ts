import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders } from '../../../src/db/schema/index';
import { CHECK_STL_MESH_JOB, enqueueMeshCheck } from '../../../src/features/stl-files/check-stl-mesh-job';
import type { Deps } from '../../../src/kernel/deps';
import { checkMesh } from '../../../src/mesh/check-mesh';
import { type Storage, StorageNotFoundError, StorageUnavailableError } from '../../../src/storage/storage';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertOrder } from '../accounts/accounts-test-kit';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { asciiStl, binaryStl, upload } from './stl-test-kit';

// The mesh check leaves the upload's request for the job check-stl-mesh.

let t: TestApp;
let token: string;
let establishmentId: string;
let managerId: string;
beforeAll(async () => {
  t = await createTestApp();
  establishmentId = (await insertEstablishment(t.db)).id;
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId });
  token = manager.token;
  managerId = manager.profile.id;
});
afterAll(() => t.close());

const deps = (overrides: Partial<Deps> = {}): Deps => ({
  db: t.db,
  config: t.config,
  storage: t.storage,
  now: () => new Date(),
  ...overrides,
});
const runJobs = (overrides: Partial<Deps> = {}) => runRegisteredJobs(deps(overrides), { log: () => {} });
const newDraft = () => insertOrder(t.db, { establishmentId, createdBy: managerId });
const orderRow = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const entriesOf = async (orderId: string) => (await orderRow(orderId))?.stlFiles;
const checkJobsOf = (orderId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, CHECK_STL_MESH_JOB), sql`${jobs.payload}->>'orderId' = ${orderId}`));

/** What the upload measured inline before this change: checkMesh over the stored bytes. */
const inlineCheck = (file: Buffer) => checkMesh(new Blob([new Uint8Array(file)]).stream(), file.length);

const send = async (orderId: string, file: Buffer, name: string) => {
  const response = await upload(t, orderId, file, { token, name });
  expect(response.status).toBe(201);
  return (await response.json()) as StlFileEntry;
};

/** Storage whose reads fail as `failure` says; the rest is the test's storage. */
const failingReads = (failure: (key: string) => Promise<never>): Storage => ({
  ...t.storage,
  get: (_bucket, key) => failure(key),
});

describe('check-stl-mesh', () => {
  it('answers the upload before any check, then writes the check the upload used to make', async () => {
    const order = await newDraft();
    const binary = binaryStl(2_000);
    const ascii = asciiStl(400);
    const first = await send(order.id, binary, 'gauche.stl');
    const second = await send(order.id, ascii, 'droite.stl');
    // The answers and the order: pending, no check; one job each, not run yet.
    expect(first).not.toHaveProperty('check');
    expect(first.checkStatus).toBe('pending');
    expect(await entriesOf(order.id)).toEqual([first, second]);
    const queued = await checkJobsOf(order.id);
    expect(queued.map((job) => job.payload)).toEqual([
      { orderId: order.id, path: first.path },
      { orderId: order.id, path: second.path },
    ]);
    expect(queued.every((job) => job.doneAt === null && job.attempts === 0)).toBe(true);
    const updatedAt = (await orderRow(order.id))?.updatedAt;

    expect(await runJobs()).toMatchObject({ failed: 0, retried: 0 });
    const { checkStatus: _a, ...firstChecked } = first;
    const { checkStatus: _b, ...secondChecked } = second;
    expect(await entriesOf(order.id)).toEqual([
      { ...firstChecked, check: await inlineCheck(binary) },
      { ...secondChecked, check: await inlineCheck(ascii) },
    ]);
    expect((await entriesOf(order.id))?.[0]?.check).toMatchObject({ triangles: 2_000, degenerate: 2_000 });
    // A measurement, not a change anyone made.
    expect((await orderRow(order.id))?.updatedAt).toEqual(updatedAt);
    expect((await checkJobsOf(order.id)).every((job) => job.doneAt !== null)).toBe(true);
  });

  it('does nothing for a file deleted, or replaced, before it runs: the entry never comes back', async () => {
    const order = await newDraft();
    const gone = await send(order.id, binaryStl(30), 'ancien.stl');
    const deleted = await t.request(
      `/api/orders/${order.id}/stl-files?path=${encodeURIComponent(gone.path)}`,
      {
        method: 'DELETE',
        token,
      },
    );
    expect(deleted.status).toBe(200);
    const kept = await send(order.id, binaryStl(40), 'nouveau.stl');

    expect(await runJobs()).toMatchObject({ done: 2, failed: 0, retried: 0 });
    const entries = await entriesOf(order.id);
    expect(entries?.map((entry) => entry.path)).toEqual([kept.path]);
    expect(entries?.[0]?.check).toEqual(await inlineCheck(binaryStl(40)));
  });

  it('does nothing for a file deleted while it is being read', async () => {
    const order = await newDraft();
    const entry = await send(order.id, binaryStl(30), 'efface.stl');
    const storage = failingReads(async (key) => {
      await t.request(`/api/orders/${order.id}/stl-files?path=${encodeURIComponent(key)}`, {
        method: 'DELETE',
        token,
      });
      throw new StorageNotFoundError('stl_files', key);
    });
    expect(await runJobs({ storage })).toMatchObject({ done: 1, failed: 0, retried: 0 });
    expect(await entriesOf(order.id)).toEqual([]);
    expect(await t.storage.exists('stl_files', entry.path)).toBe(false);
  });

  it('retries while storage fails, then says the check could not run, so that the screens stop waiting', async () => {
    const order = await newDraft();
    const entry = await send(order.id, binaryStl(30), 'patient-dupont.stl');
    const storage = failingReads(async () => {
      throw new StorageUnavailableError(new Error('ECONNREFUSED'));
    });
    expect(await runJobs({ storage })).toMatchObject({ done: 0, failed: 0, retried: 1 });
    expect(await entriesOf(order.id)).toEqual([entry]);

    // The fifth and last try, due now.
    const [job] = await checkJobsOf(order.id);
    expect(job?.maxAttempts).toBe(5);
    await t.db
      .update(jobs)
      .set({ attempts: 4, runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job?.id ?? ''));
    expect(await runJobs({ storage })).toMatchObject({ done: 0, failed: 1, retried: 0 });
    const { checkStatus: _pending, ...rest } = entry;
    expect(await entriesOf(order.id)).toEqual([{ ...rest, checkStatus: 'failed' }]);
  });

  it('says at once that the check could not run for a listed file missing from storage', async () => {
    const order = await newDraft();
    const entry = await send(order.id, binaryStl(30), 'patient-durand.stl');
    await t.storage.remove('stl_files', entry.path);
    expect(await runJobs()).toMatchObject({ done: 0, failed: 1, retried: 0 });
    expect((await entriesOf(order.id))?.[0]).toMatchObject({ path: entry.path, checkStatus: 'failed' });
    expect((await entriesOf(order.id))?.[0]).not.toHaveProperty('check');
    // The job's row names the order, not the file (whose name is often the patient's).
    const [job] = await checkJobsOf(order.id);
    expect(job?.lastError).toBe(`fichier STL absent du stockage (commande ${order.id})`);
  });

  it('checks a reordered copy of a file not checked yet by a job of its own', async () => {
    const source = await insertRegisteredOrder(t.db, {
      establishmentId,
      createdBy: managerId,
      status: 'shipped',
    });
    const file = binaryStl(50);
    const path = `${source.id}/scan_1772445600000.stl`;
    await t.storage.put('stl_files', path, new Blob([new Uint8Array(file)]).stream(), {
      contentType: 'model/stl',
    });
    const pending: StlFileEntry = {
      name: 'scan.stl',
      path,
      size: file.length,
      type: 'model/stl',
      uploadedAt: new Date().toISOString(),
      checkStatus: 'pending',
    };
    await t.db
      .update(orders)
      .set({ stlFiles: [pending] })
      .where(eq(orders.id, source.id));
    await enqueueMeshCheck(t.db, source.id, path);

    const response = await t.request(`/api/orders/${source.id}/reorder`, { method: 'POST', token });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await entriesOf(id))?.[0]).toMatchObject({ checkStatus: 'pending' });
    expect((await checkJobsOf(id)).map((job) => job.payload)).toEqual([
      { orderId: id, path: `${id}/scan_1772445600000.stl` },
    ]);

    expect(await runJobs()).toMatchObject({ failed: 0, retried: 0 });
    const check = await inlineCheck(file);
    expect((await entriesOf(source.id))?.[0]?.check).toEqual(check);
    expect((await entriesOf(id))?.[0]?.check).toEqual(check);
    expect((await entriesOf(id))?.[0]).not.toHaveProperty('checkStatus');
  });

  it("goes with the patient's erasure, run or not: its row names the file", async () => {
    const order = await newDraft();
    await send(order.id, binaryStl(30), 'patient-martin.stl');
    expect(await checkJobsOf(order.id)).toHaveLength(1);
    const erased = await t.request(`/api/orders/${order.id}/patient-data/erase`, { method: 'POST', token });
    expect(erased.status).toBe(200);
    expect(await checkJobsOf(order.id)).toEqual([]);
    expect(await orderRow(order.id)).toBeUndefined();
  });
});
