/// <reference path="./s3-server-types.d.ts" />
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { createS3Storage, type S3StorageOptions } from '../../src/storage/s3-storage';

// A real S3-compatible server on loopback for the tests: @20minutes/s3rver, the maintained fork of
// s3rver (Node ≥ 20). It checks SigV4 signatures and the expiry of presigned URLs (the original
// s3rver 3.7 accepts any V4 signature), takes the SDK's default CRC32 checksums, and serves
// multipart uploads, HEAD, DeleteObject and response-header overrides. It ignores If-None-Match on
// writes and answers AbortMultipartUpload 405: the driver's HEAD check is what refuses a taken key
// here, and the parts of an aborted upload stay in its directory, never as an object. Its bucket
// listings fail their own signature check, so `objects()` reads its directory instead; and it
// refuses presigned URLs holding `'` or `*` (the driver signs `filename="…"` alone, enough for
// the server-made ASCII names).

const BUCKET = 'conque-test';
/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  endpoint: string;
  /** The driver's options for this server; `now` signs the presigned URLs. */
  storageOptions: (overrides?: Partial<S3StorageOptions>) => S3StorageOptions;
  /** The same settings as a server process's environment (S3_*). */
  env: Record<string, string>;
  /** Every object key in the bucket (`<logical bucket>/<key>`), sorted. */
  objects: () => Promise<string[]>;
  /** Stops answering at once, open connections included: an outage. The data is kept. */
  stop: () => Promise<void>;
  /** Serves again on the same port, with the same data. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

/** One server per test file, on a free port of 127.0.0.1, its data in a fresh directory. */
export const startS3Server = async (): Promise<TestS3Server> => {
  const directory = mkdtempSync(join(tmpdir(), 'conque-s3-'));
  const launch = async (port: number, configureBuckets: { name: string }[]) => {
    const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets });
    const address = await server.run();
    return { server, port: address.port };
  };
  let running: S3rver | undefined;
  const first = await launch(0, [{ name: BUCKET }]);
  running = first.server;
  const endpoint = `http://127.0.0.1:${first.port}`;
  const bucketDir = join(directory, BUCKET);
  const OBJECT_SUFFIX = '._S3rver_object';

  const stop = async () => {
    const server = running;
    running = undefined;
    if (!server) return;
    server.httpServer.closeAllConnections();
    await server.close();
  };

  return {
    endpoint,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    storageOptions: (overrides = {}) => ({
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      credentials: CREDENTIALS,
      forcePathStyle: true,
      now: () => new Date(),
      ...overrides,
    }),
    objects: async () =>
      readdirSync(bucketDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) => join(entry.parentPath, entry.name).slice(bucketDir.length + 1, -OBJECT_SUFFIX.length))
        .sort(),
    stop,
    restart: async () => {
      if (running) return;
      running = (await launch(first.port, [])).server;
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

/** The S3 driver on a test server. */
export const createTestS3Storage = (server: TestS3Server, overrides?: Partial<S3StorageOptions>) =>
  createS3Storage(server.storageOptions(overrides));
