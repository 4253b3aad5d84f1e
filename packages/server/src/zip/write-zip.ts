import { crc32 } from 'node:zlib';
import { centralDirectory, dataDescriptor, layOutZip, localHeader, type ZipEntryPlan } from './zip-layout';

/** An entry whose bytes are at hand (a job ticket, a small PDF). */
export type ZipBytesEntry = { name: string; bytes: Uint8Array };
/** An entry read from a stream opened only when the archive reaches it, `size` bytes exactly. */
export type ZipStreamEntry = ZipEntryPlan & { open: () => Promise<ReadableStream<Uint8Array>> };
export type ZipEntry = ZipBytesEntry | ZipStreamEntry;

/**
 * Where the archive goes. `write` resolves once the chunk has left (the socket has it), so that its
 * buffer can be filled again; it rejects when the receiver is gone.
 */
export type ZipSink = { write: (chunk: Uint8Array) => Promise<void> };

/** Chunks read ahead of the sink: enough to keep the disk and the socket both busy. */
const IN_FLIGHT = 4;
const CHUNK_BYTES = 256 * 1024;

const planOf = (entry: ZipEntry): ZipEntryPlan =>
  'bytes' in entry ? { name: entry.name, size: entry.bytes.length } : { name: entry.name, size: entry.size };

/**
 * Decision 133: a stored (uncompressed) ZIP written chunk by chunk, its length known before the first
 * byte (`length`). Streams that can fill a buffer of ours (byte streams: local storage) read into a
 * few buffers that go round between the disk and the socket, so an archive of any size allocates
 * about 1 MB; others (S3) hand their own chunks. CRC-32 by zlib (native).
 */
export const zipArchive = (entries: readonly ZipEntry[], modified: Date) => {
  const layout = layOutZip(entries.map(planOf));
  return {
    length: layout.length,
    writeTo: async (sink: ZipSink) => {
      const pending = new Set<Promise<void>>();
      const free: ArrayBuffer[] = [];
      let failure: unknown;
      const send = (chunk: Uint8Array, reusable: boolean) => {
        const sent = sink.write(chunk).then(
          () => {
            if (reusable) free.push(chunk.buffer as ArrayBuffer);
          },
          (error: unknown) => {
            failure ??= error;
          },
        );
        const tracked = sent.finally(() => pending.delete(tracked));
        pending.add(tracked);
      };
      const room = async () => {
        while (pending.size >= IN_FLIGHT) await Promise.race(pending);
        if (failure !== undefined) throw failure;
      };
      const buffer = () => free.pop() ?? new ArrayBuffer(CHUNK_BYTES);

      const crcs: number[] = [];
      for (const [index, entry] of entries.entries()) {
        const laid = layout.entries[index];
        if (!laid) throw new Error('zip layout out of step');
        await room();
        send(localHeader(laid, modified), false);
        let crc = 0;
        let read = 0;
        if ('bytes' in entry) {
          crc = crc32(entry.bytes);
          read = entry.bytes.length;
          await room();
          send(entry.bytes, false);
        } else {
          const stream = await entry.open();
          const byob = byobReader(stream);
          const reader = byob ?? stream.getReader();
          try {
            for (;;) {
              await room();
              const { done, value } = byob
                ? await byob.read(new Uint8Array(buffer(), 0, CHUNK_BYTES))
                : await (reader as ReadableStreamDefaultReader<Uint8Array>).read();
              if (done) {
                if (value) free.push(value.buffer as ArrayBuffer);
                break;
              }
              read += value.length;
              if (read > entry.size)
                throw new Error(`zip entry ${index + 1} longer than its ${entry.size} bytes`);
              crc = crc32(value, crc);
              send(value, byob !== undefined);
            }
          } catch (error) {
            await reader.cancel(error).catch(() => {});
            throw error;
          } finally {
            reader.releaseLock();
          }
        }
        if (read !== laid.size)
          throw new Error(`zip entry ${index + 1}: ${read} bytes, ${laid.size} announced`);
        crcs.push(crc);
        await room();
        send(dataDescriptor(laid, crc), false);
      }
      await room();
      send(centralDirectory(layout, crcs, modified), false);
      await Promise.all(pending);
      if (failure !== undefined) throw failure;
    },
  };
};

/** A reader that fills our buffers, when the stream is a byte stream; undefined otherwise. */
const byobReader = (stream: ReadableStream<Uint8Array>) => {
  try {
    return stream.getReader({ mode: 'byob' });
  } catch {
    return undefined;
  }
};
