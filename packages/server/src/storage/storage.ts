import type { Readable } from 'node:stream';

// docs/design.md §1 and §2: one interface for the object store, two drivers with one contract (no overwrite,
// no partial object, 60 s signed URLs), checked by the same tests (storage-contract.ts): the local
// directory (local-storage.ts, the default) and S3 (s3-storage.ts, when S3_BUCKET is set).

/** Spec 001 §7: the three buckets the product reads and writes. */
export const BUCKETS = ['stl_files', 'order_pdfs', 'invoice_pdfs'] as const;
export type Bucket = (typeof BUCKETS)[number];

export const isBucket = (value: string): value is Bucket => (BUCKETS as readonly string[]).includes(value);

/** Spec 001 §9: signed URLs are valid 60 s. */
export const SIGNED_URL_SECONDS = 60;

export type PutOptions = {
  /** Kept by drivers that store metadata (S3); the local driver derives it from the extension. */
  contentType: string;
};

export type StoredObject = { stream: ReadableStream<Uint8Array>; size: number };

export type Storage = {
  /**
   * Streams `body` to `key`. The object appears whole or not at all: when the stream fails (a client
   * that aborts, a content check that refuses) nothing is left. Never overwrites: a taken key
   * rejects with StorageKeyTakenError.
   */
  put: (
    bucket: Bucket,
    key: string,
    body: ReadableStream<Uint8Array> | Readable,
    options: PutOptions,
  ) => Promise<{ size: number }>;
  /** Rejects with StorageNotFoundError when there is no such object. */
  get: (bucket: Bucket, key: string) => Promise<StoredObject>;
  /** Idempotent: removing a missing object is not an error. */
  remove: (bucket: Bucket, key: string) => Promise<void>;
  exists: (bucket: Bucket, key: string) => Promise<boolean>;
  /**
   * A download URL valid `seconds` (60 by default): `/files/…` signed by the server (local driver) or
   * a presigned GET on the store (S3), which may ask the store first.
   */
  signedUrl: (bucket: Bucket, key: string, seconds?: number) => Promise<string>;
  /**
   * Removes what uploads cut short by a crash left behind (main.ts at start-up, and the daily
   * pruning): the local driver's temporary files untouched for an hour, S3's multipart uploads begun
   * over a day ago. An upload in progress, this process's or another's on the same store, is never
   * that old. `everything` (local driver only): every temporary file, for a process that holds the
   * data directory and serves nothing yet, where no upload can be in progress.
   * Resolves to how many it removed.
   */
  sweepAbandonedUploads: (options?: { everything?: boolean }) => Promise<number>;
};

export class StorageKeyTakenError extends Error {
  constructor(
    readonly bucket: Bucket,
    readonly key: string,
  ) {
    super(`storage key already taken: ${bucket}/${key}`);
  }
}

/** The store did not answer (stopped, unreachable, failing): the API answers 503, nothing is written. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('object storage unavailable', { cause });
  }
}

export class StorageNotFoundError extends Error {
  constructor(
    readonly bucket: Bucket,
    readonly key: string,
  ) {
    super(`no such object: ${bucket}/${key}`);
  }
}

// Keys are made by the server, never taken from a client as they are: segments of letters, digits,
// dot, dash and underscore, each starting with a letter or digit, so no "..", no absolute path and
// no hidden file can reach the file system.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export const isValidKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= MAX_KEY_LENGTH &&
  !key.includes('..') &&
  key.split('/').every((segment) => SEGMENT.test(segment));

export const assertValidKey = (bucket: string, key: string): Bucket => {
  if (!isBucket(bucket)) throw new Error(`unknown storage bucket: ${bucket}`);
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return bucket;
};
