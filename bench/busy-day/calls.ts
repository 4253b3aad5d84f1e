import { Agent } from 'node:http';
import { type Answer, send } from '../order-list/load-driver';

// HTTP through the proxy, every answer recorded under its route template: the latencies of the 2xx,
// the other statuses counted, and the first body of each kind of error kept to be shown.

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
export const samples = new Map<string, number[]>();
export const statuses = new Map<string, Map<number, number>>();
export const firstErrors = new Map<string, string>();
let base = '';

/** Every call from now on goes to `url` (the proxy's address). */
export const callThrough = (url: string) => {
  base = url;
};

export const record = (route: string, status: number, millis: number, body: string) => {
  if (status >= 200 && status < 300) {
    let list = samples.get(route);
    if (!list) {
      list = [];
      samples.set(route, list);
    }
    list.push(millis);
    return;
  }
  let counts = statuses.get(route);
  if (!counts) {
    counts = new Map();
    statuses.set(route, counts);
  }
  counts.set(status, (counts.get(status) ?? 0) + 1);
  if (!firstErrors.has(`${route} ${status}`)) firstErrors.set(`${route} ${status}`, body.slice(0, 160));
};

/** The warm-up's answers are not figures: the measure starts from nothing. */
export const forgetRecorded = () => {
  samples.clear();
  statuses.clear();
  firstErrors.clear();
};

/** One call; status 0 when no answer came (connection reset: the process died holding it). */
export const call = (
  route: string,
  path: string,
  options: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
  } = {},
) => {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: Buffer | string | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  const finish = (answer: Answer) => {
    record(route, answer.status, performance.now() - started, answer.body);
    return answer;
  };
  return send(agent, {
    url: new URL(path, base),
    method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
    headers,
    body: payload,
  }).then(finish, (error: unknown) => finish({ status: 0, body: String(error) }));
};

export const closeCalls = () => agent.destroy();

export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
export const parse = <T>(answer: Answer): T => JSON.parse(answer.body) as T;
