/** One server-sent event as a test reads it: its name and its parsed JSON data. */
export type ReadEvent = { event: string; data: Record<string, unknown> };

/**
 * Reads a `text/event-stream` response in a test: `next()` resolves to the next event (comments
 * skipped), or rejects after `timeoutMs`; `ended()` resolves when the server closes the stream.
 */
export const sseReader = (response: Response) => {
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  const events: ReadEvent[] = [];
  const pump = async (): Promise<void> => {
    const { value, done: end } = await reader.read();
    if (end) {
      done = true;
      return;
    }
    buffer += value;
    for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
    }
  };
  const next = async (timeoutMs = 3_000): Promise<ReadEvent> => {
    const until = Date.now() + timeoutMs;
    while (events.length === 0) {
      if (done) throw new Error('stream ended');
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pump(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, left);
        }),
      ]).finally(() => clearTimeout(timer));
    }
    return events.shift() as ReadEvent;
  };
  const ended = async (timeoutMs = 3_000) => {
    const until = Date.now() + timeoutMs;
    while (!done) {
      if (Date.now() > until) throw new Error(`stream still open after ${timeoutMs} ms`);
      await next(Math.max(1, until - Date.now())).catch((error: Error) => {
        if (error.message !== 'stream ended' && !error.message.startsWith('no event')) throw error;
      });
    }
  };
  return { next, ended, cancel: () => reader.cancel() };
};
