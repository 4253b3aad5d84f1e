import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { type LatencySummary, summarise } from './percentiles';

// A closed-loop load generator: a fixed pool of `connections` loops, each sending one request on its
// own keep-alive socket, waiting for the whole answer, then sending the next, for `seconds`. Latency is
// taken per request with process.hrtime (request written → last byte read). No dependency: node:http.

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  latency: LatencySummary;
  firstError?: string;
};

export type Call = { method?: string; url: URL; headers?: Record<string, string>; body?: string | Buffer };
export type Answer = { status: number; body: string };

/** One request on `agent`, its whole answer read; rejects when none came (connection refused or reset). */
export const send = (agent: Agent, call: Call) =>
  new Promise<Answer>((done, fail) => {
    const req = request(
      call.url,
      { agent, method: call.method ?? 'GET', headers: call.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => done({ status: response.statusCode ?? 0, body }));
        response.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(call.body);
  });

/**
 * `connections` clients in a closed loop for `seconds`: client i sends `next(i)`, and `received(i,
 * answer)` may keep what the answer carries (a rotated refresh token). Only 200s count as requests.
 */
export const runClients = async (options: {
  connections: number;
  seconds: number;
  next: (client: number) => Call;
  received?: (client: number, answer: Answer) => void;
}): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = process.hrtime.bigint();
  const until = started + BigInt(Math.round(options.seconds * 1e9));
  const loop = async (client: number) => {
    while (process.hrtime.bigint() < until) {
      const sent = process.hrtime.bigint();
      try {
        const answer = await send(agent, options.next(client));
        if (answer.status === 200) {
          samples.push(Number(process.hrtime.bigint() - sent) / 1e6);
          options.received?.(client, answer);
        } else {
          errors += 1;
          firstError ??= `${answer.status} ${answer.body.slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, client) => loop(client)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return {
    requests: samples.length,
    errors,
    seconds,
    perSecond: samples.length / seconds,
    latency: summarise(samples),
    firstError,
  };
};

/** GET `url` with one bearer token from every client. */
export const runLoad = (options: { url: URL; token: string; connections: number; seconds: number }) =>
  runClients({
    connections: options.connections,
    seconds: options.seconds,
    next: () => ({ url: options.url, headers: { authorization: `Bearer ${options.token}` } }),
  });

/** The load average (1, 5, 15 min): the machine is shared, so every figure is printed beside it. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
