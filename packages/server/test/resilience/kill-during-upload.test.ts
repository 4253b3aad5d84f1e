import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { binaryStl, generatedBody } from '../features/stl-files/stl-test-kit';
import { insertEstablishment, signedInUser } from '../support/factories';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startServerProcess } from '../support/server-process';
import { type ProcessDatabase, processDatabase } from './process-database';

// kill -9 of the server in the middle of a 100 MB STL upload (fault tests), on the local
// directory and on S3: after a restart the order holds no entry for it, the store holds no object
// for it (nor, locally, its temporary file), and the same order takes the next upload normally.

const HUNDRED_MB = 100 * 1024 * 1024;
const KILL_AFTER_BYTES = 30 * 1024 * 1024;

const filesUnder = (root: string): string[] => {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
};

// Each case runs once per run: the local directory with the embedded default (the PGlite project),
// S3 with PostgreSQL (its project, when the run has one), as production pairs them.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const cases: { storage: string; s3: boolean }[] = [
  { storage: 'the local directory', s3: false },
  { storage: 'S3', s3: true },
].filter(({ s3 }) => (s3 ? onPostgres || !process.env.WITH_PG_PROJECT : !onPostgres));

describe.each(cases)('kill -9 during an upload to $storage', ({ s3 }) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('leaves neither an entry nor an object, and the next upload works', async () => {
    const database: ProcessDatabase = await processDatabase();
    closers.push(database.close);
    let s3Server: TestS3Server | undefined;
    if (s3) {
      s3Server = await startS3Server();
      closers.push(s3Server.close);
    }
    const env = { ...database.env, ...s3Server?.env };
    const { order, token } = await database.use(async (db) => {
      const establishment = await insertEstablishment(db);
      const user = await signedInUser(db, database.config, {
        role: 'user',
        establishmentId: establishment.id,
      });
      const [row] = await db
        .insert(orders)
        .values({ establishmentId: establishment.id, createdBy: user.user.id })
        .returning();
      return { order: row as typeof orders.$inferSelect, token: user.token };
    });
    const uploadTo = (url: string, body: ReadableStream<Uint8Array> | Uint8Array) =>
      fetch(`${url}/api/orders/${order.id}/stl-files`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'x-file-name': 'oreille-droite.stl',
        },
        body,
        duplex: 'half',
      } as RequestInit);

    const first = await startServerProcess(env);
    let killed: Promise<number | null> | undefined;
    const body = generatedBody(HUNDRED_MB, {
      start: binaryStl(2_000_000).subarray(0, 84),
      onPull: (sent) => {
        if (sent >= KILL_AFTER_BYTES && !killed) killed = first.stop('SIGKILL');
      },
    });
    await expect(uploadTo(first.url, body)).rejects.toThrow();
    await killed;

    const objects = async () =>
      s3Server ? await s3Server.objects() : filesUnder(join(database.dataDir, 'files'));
    // No object: on S3 an unfinished multipart upload is no object; locally only a temporary file.
    const left = await objects();
    expect(left.filter((key) => !key.startsWith('.tmp/'))).toEqual([]);
    if (!s3) expect(left).toEqual([expect.stringMatching(/^\.tmp\//)]);
    const entries = await database.use(
      async (db) => (await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.stlFiles,
    );
    expect(entries).toEqual([]);

    const second = await startServerProcess(env);
    closers.push(async () => {
      await second.stop();
    });
    // On the embedded default, the restarted server has swept the crashed upload's
    // temporary file before serving (it holds the data directory: no upload can be in progress).
    if (!s3) expect(await objects()).toEqual([]);
    const retry = await uploadTo(second.url, new Uint8Array(binaryStl(1_000)));
    expect(retry.status).toBe(201);
    const stored = await objects();
    expect(stored.filter((key) => !key.startsWith('.tmp/'))).toHaveLength(1);
  }, 180_000);
});
