import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './webhook-address';

/** 10 s (decision 116), for the whole try: connection, request and the part of the answer read. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of the answer is read, and kept in the delivery log. */
export const RESPONSE_CAP_BYTES = 4096;

export type PostOutcome = { statusCode: number | null; durationMs: number; response: string };

/**
 * POSTs a signed body to a checked address. The connection goes to that very address (the `lookup`
 * below answers it whatever the name), so a DNS answer changed since the check cannot steer it
 * elsewhere; TLS still checks the certificate against the URL's name. Redirects are never followed
 * (a 3xx is an answer like another, and a failure); the answer is read up to RESPONSE_CAP_BYTES.
 */
export const postWebhook = (
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<PostOutcome> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(target.url, {
      method: 'POST',
      lookup: pinned,
      agent: false,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Conque-Webhooks/1',
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      settle({ statusCode: null, response: `Délai dépassé (${Math.round(timeoutMs / 1000)} s)` });
    }, timeoutMs);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        settle({
          statusCode: response.statusCode ?? null,
          response: Buffer.concat(chunks).subarray(0, RESPONSE_CAP_BYTES).toString('utf8'),
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_CAP_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.on('error', (error) =>
      settle({ statusCode: null, response: `Échec de connexion : ${error.message}` }),
    );
    request.end(body);
  });
};
