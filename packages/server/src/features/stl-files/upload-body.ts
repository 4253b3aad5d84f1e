import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { scavengeEvery } from '../../kernel/scavenge';

// Decision 53: at most this much of the body's dead buffers waits for the collector.
const SCAVENGE_EVERY_BYTES = 8 * 1024 * 1024;

/**
 * The body as the socket gives it, with a scavenge every 8 MiB (kernel/scavenge.ts). Not through
 * @hono/node-server's Request: its Readable.toWeb copies every chunk into a new buffer, twice the
 * garbage and half the throughput (bench/stl-upload.ts: 120 MB/s before, over 200 after). Under
 * `app.request` (tests) there is no Node request: the Request's own stream.
 */
export const requestBody = (c: Context<AppEnv>): ReadableStream<Uint8Array> | null => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.raw.body;
  const passed = scavengeEvery(SCAVENGE_EVERY_BYTES);
  return ReadableStream.from(
    (async function* () {
      for await (const chunk of incoming as AsyncIterable<Buffer>) {
        yield chunk;
        passed(chunk.length);
      }
    })(),
  );
};
