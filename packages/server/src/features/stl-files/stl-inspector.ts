import { MAX_STL_FILE_BYTES } from '@conque/domain/orders/stl-files';
import type { AppError } from '../../http/app-error';
import { stlErrors } from './stl-rules';

const HEADER_BYTES = 84;
const TRIANGLE_BYTES = 50;
const SOLID = Buffer.from('solid');
const FACET = Buffer.from('facet');

export type StlInspection = {
  /** The bytes as they come, for the storage; errors as soon as the upload cannot be accepted. */
  stream: ReadableStream<Uint8Array>;
  /** Why the stream failed: the content was refused (an AppError), or the client's body broke. */
  failure: () => { refused: AppError } | { sourceFailed: unknown } | undefined;
};

/**
 * docs/design.md §4 content check while the bytes pass, without keeping them: the size is counted (over
 * 100 MB fails at once), the 84-byte header kept; at the end a binary STL must measure exactly
 * 84 + 50 × (the uint32 at byte 80), or the file must begin with "solid" and hold "facet" (ASCII).
 */
export const inspectStl = (
  source: ReadableStream<Uint8Array>,
  name: string,
  maxBytes = MAX_STL_FILE_BYTES,
) => {
  const reader = source.getReader();
  const header = Buffer.alloc(HEADER_BYTES);
  let size = 0;
  let facetSeen = false;
  let tail = Buffer.alloc(0);
  let refused: AppError | undefined;
  let sourceError: { error: unknown } | undefined;

  const startsWithSolid = () => size >= SOLID.length && header.subarray(0, SOLID.length).equals(SOLID);
  const binaryLength = () => HEADER_BYTES + TRIANGLE_BYTES * header.readUInt32LE(80);

  const look = (chunk: Buffer): AppError | undefined => {
    if (size < HEADER_BYTES) chunk.copy(header, size, 0, HEADER_BYTES - size);
    size += chunk.length;
    if (size > maxBytes) return stlErrors.tooLarge(name);
    if (startsWithSolid()) {
      if (!facetSeen) {
        // The word may straddle two chunks: look at the previous chunk's last bytes with this one.
        const window = Buffer.concat([tail, chunk.subarray(0, FACET.length - 1)]);
        facetSeen = window.includes(FACET) || chunk.includes(FACET);
        const seen = Buffer.concat([tail, chunk.subarray(Math.max(0, chunk.length - (FACET.length - 1)))]);
        tail = seen.subarray(Math.max(0, seen.length - (FACET.length - 1)));
      }
    } else if (size >= HEADER_BYTES && size > binaryLength()) {
      // Neither ASCII nor a binary STL of this length can it become: stop reading now.
      return stlErrors.invalid(name);
    }
    return undefined;
  };

  const verdict = (): AppError | undefined => {
    const binary = size >= HEADER_BYTES && size === binaryLength();
    const ascii = startsWithSolid() && facetSeen;
    return binary || ascii ? undefined : stlErrors.invalid(name);
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: Awaited<ReturnType<typeof reader.read>>;
        try {
          next = await reader.read();
        } catch (error) {
          sourceError = { error };
          controller.error(error);
          return;
        }
        refused = next.done
          ? verdict()
          : look(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        if (refused) {
          controller.error(refused);
          await reader.cancel(refused).catch(() => {});
        } else if (next.done) {
          controller.close();
        } else {
          controller.enqueue(next.value);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );

  return {
    stream,
    failure: () => (refused ? { refused } : sourceError ? { sourceFailed: sourceError.error } : undefined),
  } satisfies StlInspection;
};
