import type { ServerResponse } from 'node:http';
import type { ZipSink } from './write-zip';

/**
 * Node's response itself: a chunk's write resolves when the socket has taken it (Node's write
 * callback), so its buffer can be filled again; every pending write rejects when the client goes.
 */
export const responseSink = (response: ServerResponse): ZipSink => {
  const waiting = new Set<(error: Error) => void>();
  let gone: Error | undefined;
  response.once('close', () => {
    if (response.writableFinished) return;
    gone = new Error('the client closed the connection');
    for (const reject of waiting) reject(gone);
    waiting.clear();
  });
  return {
    write: (chunk) =>
      new Promise<void>((resolve, reject) => {
        if (gone) return reject(gone);
        waiting.add(reject);
        response.write(chunk, (error) => {
          waiting.delete(reject);
          if (error) reject(error);
          else resolve();
        });
      }),
  };
};

/**
 * A web stream, where there is no Node response to write to (the app run by `app.request`): each
 * chunk is copied, since the stream's reader keeps it; writes wait while two chunks are unread.
 */
export const webStreamSink = () => {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled: unknown;
  const resumes: (() => void)[] = [];
  const resume = () => {
    for (const next of resumes.splice(0)) next();
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (started) => {
        controller = started;
      },
      pull: resume,
      cancel: (reason) => {
        cancelled = reason ?? new Error('the reader cancelled the stream');
        resume();
      },
    },
    new CountQueuingStrategy({ highWaterMark: 2 }),
  );
  const sink: ZipSink = {
    write: async (chunk) => {
      if (cancelled !== undefined) throw cancelled;
      controller?.enqueue(new Uint8Array(chunk));
      while (cancelled === undefined && (controller?.desiredSize ?? 0) <= 0)
        await new Promise<void>((next) => resumes.push(next));
      if (cancelled !== undefined) throw cancelled;
    },
  };
  return {
    stream,
    sink,
    end: (error?: unknown) => {
      if (cancelled !== undefined) return;
      if (error === undefined) controller?.close();
      else controller?.error(error);
    },
  };
};
