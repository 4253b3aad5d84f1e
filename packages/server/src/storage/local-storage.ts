import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type FileHandle, link, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { signedFilePath } from './signed-url';
import {
  assertValidKey,
  type Bucket,
  SIGNED_URL_SECONDS,
  type Storage,
  StorageKeyTakenError,
  StorageNotFoundError,
} from './storage';

type LocalStorageOptions = {
  /** `${DATA_DIR}/files`: one folder per bucket beneath it. */
  root: string;
  /** Signs the download links that GET /files/* checks (http/file-routes.ts). */
  secret: string;
  now: () => Date;
};

const READ_CHUNK_BYTES = 64 * 1024;

/**
 * The file as a byte stream, read only as the reader asks (no read-ahead): a reader that brings its
 * own buffer (BYOB: the ZIP archive, decision 133) has it filled in place, others get 64 KiB chunks.
 * The file is closed at its end, on an error, or when the reader cancels.
 */
const fileByteStream = (handle: FileHandle): ReadableStream<Uint8Array> =>
  new ReadableStream({
    type: 'bytes',
    autoAllocateChunkSize: READ_CHUNK_BYTES,
    pull: async (controller) => {
      const request = controller.byobRequest;
      const view = request?.view;
      if (!request || !view) return;
      try {
        const { bytesRead } = await handle.read(
          new Uint8Array(view.buffer, view.byteOffset, view.byteLength),
          0,
          view.byteLength,
          null,
        );
        if (bytesRead === 0) {
          await handle.close();
          controller.close();
          request.respond(0);
        } else request.respond(bytesRead);
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
    },
    cancel: () => handle.close(),
  });

const errorCode = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

// A temporary file is written to as long as its upload runs (Node ends a request after 5 minutes:
// http.Server's requestTimeout), so one untouched for an hour belongs to no upload.
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * The embedded default (docs/design.md §1): files under DATA_DIR, downloads through signed /files/ links.
 * An upload is written to `.tmp/` first and hard-linked into place once complete: link() refuses an
 * existing name atomically (never overwrite) and a failed or aborted upload leaves only a temporary
 * file, which is deleted at once.
 */
export const createLocalStorage = (options: LocalStorageOptions): Storage => {
  const pathOf = (bucket: Bucket, key: string) => join(options.root, assertValidKey(bucket, key), key);
  const tmpDir = join(options.root, '.tmp');

  return {
    put: async (bucket, key, body) => {
      const target = pathOf(bucket, key);
      await mkdir(dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, randomUUID());
      const source =
        body instanceof Readable ? body : Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
      const sink = createWriteStream(tmp, { flags: 'wx', mode: 0o640 });
      try {
        await pipeline(source, sink);
        const { size } = await stat(tmp);
        await link(tmp, target).catch((error: unknown) => {
          throw errorCode(error) === 'EEXIST' ? new StorageKeyTakenError(bucket, key) : error;
        });
        return { size };
      } finally {
        // A source that fails at once (an empty or refused body) can end the pipeline before the
        // file is even opened: it is created afterwards, so the removal waits for the stream's close.
        if (!sink.closed) await once(sink, 'close').catch(() => {});
        await rm(tmp, { force: true });
      }
    },

    get: async (bucket, key) => {
      // Opened before answering, so a missing file is a 404 and not a stream that fails half-way.
      const handle = await open(pathOf(bucket, key), 'r').catch((error: unknown) => {
        throw errorCode(error) === 'ENOENT' ? new StorageNotFoundError(bucket, key) : error;
      });
      try {
        const { size } = await handle.stat();
        return { stream: fileByteStream(handle), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    remove: async (bucket, key) => {
      await rm(pathOf(bucket, key), { force: true });
    },

    exists: async (bucket, key) => {
      try {
        return (await stat(pathOf(bucket, key))).isFile();
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return false;
        throw error;
      }
    },

    signedUrl: async (bucket, key, seconds = SIGNED_URL_SECONDS) => {
      assertValidKey(bucket, key);
      const expiresAt = new Date(options.now().getTime() + seconds * 1000);
      return signedFilePath(options.secret, bucket, key, expiresAt);
    },

    // A process killed mid-upload (a crash, SIGKILL) never reaches the `finally` that removes its
    // temporary file.
    sweepAbandonedUploads: async ({ everything = false } = {}) => {
      const before = everything ? Number.POSITIVE_INFINITY : options.now().getTime() - ABANDONED_AFTER_MS;
      const names = await readdir(tmpDir).catch((error: unknown) => {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      });
      let removed = 0;
      for (const name of names) {
        const path = join(tmpDir, name);
        // Gone meanwhile (its upload just ended): nothing to do.
        const stats = await stat(path).catch(() => undefined);
        if (!stats?.isFile() || stats.mtimeMs >= before) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
};
