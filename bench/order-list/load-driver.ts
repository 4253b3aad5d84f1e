import { Agent, request } from 'node:http';
import { type LatencySummary, summarise } from './percentiles';

// A closed-loop load generator: a fixed pool of `connections` loops, each sending one GET on its own
// keep-alive socket, waiting for the whole answer, then sending the next, for `seconds`. Latency is
// taken per request with process.hrtime (request written → last byte read). No dependency: node:http.

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  latency: LatencySummary;
  firstError?: string;
};

const get = (agent: Agent, url: URL, token: string) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
      response.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });

export const runLoad = async (options: {
  url: URL;
  token: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = process.hrtime.bigint();
  const until = started + BigInt(Math.round(options.seconds * 1e9));
  const loop = async () => {
    while (process.hrtime.bigint() < until) {
      const sent = process.hrtime.bigint();
      try {
        const { status, body } = await get(agent, options.url, options.token);
        if (status === 200) samples.push(Number(process.hrtime.bigint() - sent) / 1e6);
        else {
          errors += 1;
          firstError ??= `${status} ${body.slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
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
