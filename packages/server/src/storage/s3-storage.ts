import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { downloadHeaders } from './download-headers';
import { s3Failure } from './s3-errors';
import {
  assertValidKey,
  BUCKETS,
  type Bucket,
  SIGNED_URL_SECONDS,
  type Storage,
  StorageKeyTakenError,
  StorageNotFoundError,
} from './storage';

export type S3StorageOptions = {
  endpoint?: string;
  region: string;
  /** One bucket; each logical bucket is a key prefix in it (`stl_files/<key>`). */
  bucket: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Signing date of the presigned URLs (their 60 s start here). */
  now: () => Date;
  /** Bytes held per part (5 MiB by default); two at most are in memory (one filling, one in flight). */
  partSize?: number;
};

// S3's smallest part (except the last): a 100 MB upload is 20 parts, and holds at most 10 MiB of
// parts in memory (measured by bench/stl-upload.ts --s3: 8 MiB parts made the server grow past the
// 32 MB target).
const DEFAULT_PART_SIZE = 5 * 1024 * 1024;

// A 100 MB upload takes minutes: a multipart upload begun a day ago was cut short (its process died
// before its abort), and its parts, invisible but billed, would stay until a lifecycle rule, if the
// bucket has one, removes them.
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * docs/design.md §1 and §2: the S3 driver, same contract as the local one (storage.ts). Uploads stream in
 * parts, so a 100 MB file never sits whole in memory; the object appears only when the last part is
 * in (CompleteMultipartUpload, or one PutObject for a body smaller than a part), so a body that fails
 * half-way leaves nothing: the multipart upload is aborted. No overwrite: HEAD refuses a taken key
 * and the write itself carries `If-None-Match: *`, which S3 checks atomically (test servers may
 * ignore it; the server-made names with their timestamp suffix make a race between two uploads of
 * one key practically impossible anyway). Downloads are presigned GETs valid 60 s.
 */
export const createS3Storage = (options: S3StorageOptions): Storage => {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // A store that does not answer is an outage (503), not a request that hangs.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
  });
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;
  const Bucket = options.bucket;
  const keyOf = (bucket: Bucket, key: string) => `${assertValidKey(bucket, key)}/${key}`;
  const send = async <T>(bucket: Bucket, key: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw s3Failure(error, bucket, key);
    }
  };
  const head = async (bucket: Bucket, key: string) => {
    try {
      await send(bucket, key, () => client.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, key) })));
      return true;
    } catch (error) {
      if (error instanceof StorageNotFoundError) return false;
      throw error;
    }
  };

  return {
    put: async (bucket, key, body, { contentType }) => {
      const Key = keyOf(bucket, key);
      if (await head(bucket, key)) throw new StorageKeyTakenError(bucket, key);
      let buffer = new Uint8Array(partSize);
      // The second buffer only once a first part goes up: a small file holds one.
      let spare: Uint8Array<ArrayBuffer> | undefined;
      let filled = 0;
      let size = 0;
      let uploadId: string | undefined;
      let inFlight: Promise<void> = Promise.resolve();
      const parts: { PartNumber: number; ETag: string | undefined }[] = [];

      // One part goes up while the next one fills: at most two part buffers per upload.
      const sendPart = async () => {
        await inFlight;
        if (!uploadId) {
          const created = await send(bucket, key, () =>
            client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType })),
          );
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const entry = { PartNumber, ETag: undefined as string | undefined };
        parts.push(entry);
        const Body = buffer.subarray(0, filled);
        [buffer, spare] = [spare ?? new Uint8Array(partSize), buffer];
        filled = 0;
        const UploadId = uploadId;
        inFlight = send(bucket, key, () =>
          client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body })),
        ).then((answer) => {
          entry.ETag = answer.ETag;
        });
        // Awaited before the next part or at the end; a failure meanwhile must not be unhandled.
        inFlight.catch(() => {});
      };

      try {
        // Both Web and Node streams are async iterables; leaving the loop on an error cancels the body.
        for await (const chunk of body as AsyncIterable<Uint8Array>) {
          let offset = 0;
          while (offset < chunk.length) {
            const taken = Math.min(chunk.length - offset, partSize - filled);
            buffer.set(chunk.subarray(offset, offset + taken), filled);
            filled += taken;
            offset += taken;
            if (filled === partSize) await sendPart();
          }
          size += chunk.length;
        }
        if (!uploadId) {
          const Body = buffer.subarray(0, filled);
          await send(bucket, key, () =>
            client.send(
              new PutObjectCommand({ Bucket, Key, Body, ContentType: contentType, IfNoneMatch: '*' }),
            ),
          );
          return { size };
        }
        if (filled > 0) await sendPart();
        await inFlight;
        const UploadId = uploadId;
        await send(bucket, key, () =>
          client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key,
              UploadId,
              MultipartUpload: { Parts: parts },
              IfNoneMatch: '*',
            }),
          ),
        );
        uploadId = undefined;
        return { size };
      } catch (error) {
        if (uploadId) {
          await inFlight.catch(() => {});
          // Best effort: with the store down the parts stay invisible (no object is made from them)
          // until the bucket's lifecycle rule for incomplete multipart uploads removes them.
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
            .catch(() => {});
        }
        // The store's failures are already the contract's errors; a body that failed (client gone,
        // content refused) is the caller's to explain, and goes on as it is.
        throw error;
      }
    },

    get: async (bucket, key) => {
      const answer = await send(bucket, key, () =>
        client.send(new GetObjectCommand({ Bucket, Key: keyOf(bucket, key) })),
      );
      if (!answer.Body) throw new StorageNotFoundError(bucket, key);
      // Not the SDK's transformToWebStream(): its Readable.toWeb() without a strategy counts up to
      // 16 384 chunks ahead of the reader, so the whole object came from S3 as fast as S3 sent it,
      // whatever the reader's pace (bench/archive --s3: +44–56 MB). A few chunks ahead are enough.
      return {
        stream: Readable.toWeb(answer.Body as Readable, {
          strategy: new CountQueuingStrategy({ highWaterMark: 4 }),
        }) as ReadableStream<Uint8Array>,
        size: answer.ContentLength ?? 0,
      };
    },

    remove: async (bucket, key) => {
      await send(bucket, key, () =>
        client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(bucket, key) })),
      );
    },

    exists: head,

    signedUrl: async (bucket, key, seconds = SIGNED_URL_SECONDS) => {
      // Asked first so that an outage answers 503 now rather than a link that fails in the browser;
      // a missing object is still signed, and S3 answers its own 404, as /files/ does.
      await head(bucket, key);
      const headers = downloadHeaders(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: keyOf(bucket, key),
          ResponseContentType: headers.type,
          ResponseContentDisposition: headers.disposition,
          ResponseCacheControl: headers.cacheControl,
        }),
        { expiresIn: seconds, signingDate: options.now() },
      );
    },

    // Under the product's own prefixes only: the bucket may hold what is not ours to abort.
    sweepAbandonedUploads: async () => {
      const before = options.now().getTime() - ABANDONED_AFTER_MS;
      let aborted = 0;
      for (const bucket of BUCKETS) {
        let KeyMarker: string | undefined;
        let UploadIdMarker: string | undefined;
        for (;;) {
          const page = await send(bucket, '', () =>
            client.send(
              new ListMultipartUploadsCommand({ Bucket, Prefix: `${bucket}/`, KeyMarker, UploadIdMarker }),
            ),
          );
          for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
            if (!Key || !UploadId || !Initiated || Initiated.getTime() >= before) continue;
            try {
              await send(bucket, Key, () =>
                client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })),
              );
              aborted += 1;
            } catch (error) {
              // NoSuchUpload: another process starting at the same time aborted it first.
              if (!(error instanceof StorageNotFoundError)) throw error;
            }
          }
          if (!page.IsTruncated || (!page.NextKeyMarker && !page.NextUploadIdMarker)) break;
          KeyMarker = page.NextKeyMarker;
          UploadIdMarker = page.NextUploadIdMarker;
        }
      }
      return aborted;
    },
  };
};
