import { request } from 'node:http';

export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
};

/**
 * One HTTP/1.1 request on a socket of its own (no agent, `Connection: close`), its whole answer read
 * until the server closes. Rejects with a `TimeoutError` when no complete answer came in `timeoutMs`.
 */
export const httpCall = (
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<HttpAnswer> =>
  new Promise((resolve, reject) => {
    const req = request(url, {
      method: options.method ?? 'GET',
      headers: { ...options.headers, connection: 'close' },
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const failed = (error: Error) =>
      reject(error.name === 'AbortError' ? Object.assign(error, { name: 'TimeoutError' }) : error);
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', failed);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          json: () => JSON.parse(text),
        });
      });
    });
    req.on('error', failed);
    req.end(options.body);
  });
