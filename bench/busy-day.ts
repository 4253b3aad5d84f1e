import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { classic } from '../packages/domain/src/orders/test-fixtures';
import { demoImpression } from '../packages/server/src/cli/demo-impression';
import { LEASE_MS } from '../packages/server/src/jobs/claim-due-jobs';
import { header, startSmtpServer } from '../packages/server/src/mail/smtp-test-kit';
import { startS3Server } from '../packages/server/src/testing/s3-server';
import { startProxy } from './busy-day/proxy';
import {
  type Action,
  type ActionName,
  HISTORY_ORDERS,
  MAX_IN_FLIGHT,
  SESSIONS_AT_START,
  WORKLOAD,
} from './busy-day/workload';
import { BENCH_PASSWORD, PREPARATOR_EMAIL } from './order-list/bench-accounts';
import { benchDatabaseUrl, openPostgresBench, POSTGRES_ADMIN_URL } from './order-list/bench-data';
import { load } from './order-list/load-driver';
import { ms, summarise } from './order-list/percentiles';
import {
  collectedMemory,
  forkServer,
  freePort,
  ROOT,
  type ServerMemory,
  stopServer,
  waitUntilUp,
} from './server-process';

// Benchmark (not part of npm test; issue 26 item 5): a busy day. Two server processes (main.ts) on one
// fresh PostgreSQL database and the test S3 server, behind a round-robin proxy, receive the mix of
// bench/busy-day/workload.ts in an open loop (each action starts at its planned time, whatever the
// previous ones are doing; at most MAX_IN_FLIGHT at once, past which an arrival is dropped and
// counted). Mail goes to a local SMTP server that keeps every message. Prints throughput, p50/p95/p99
// per route, errors by status, each process's memory (after a GC) at the start and the end, the
// database's connections, the jobs and the mails; then checks every write the bench was told succeeded
// against the database and that every mail of the outbox arrived exactly once.
// --kill: at half time one process is killed (SIGKILL) and started again 10 s later on its port.
//
//   npm run bench -- busy-day [seconds, 600] [--kill] [--rate <factor, 1>]

const argv = process.argv.slice(2);
const rateAt = argv.indexOf('--rate');
const RATE = rateAt >= 0 ? Number(argv[rateAt + 1]) : 1;
const SECONDS = Number(argv.find((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--rate') ?? 600);
const KILL = argv.includes('--kill');
const DATABASE = 'conque_busy_day';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const DRAIN_SECONDS = 120;
const WARM_UP_SECONDS = Math.min(30, Math.ceil(SECONDS / 10));
if (!(RATE > 0) || !(SECONDS > 0)) throw new Error('usage: busy-day [seconds] [--kill] [--rate <factor>]');

const log = (line: string) => console.log(line);
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const pct = (after: number, before: number) =>
  `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %`;

// ---- HTTP through the proxy, every answer recorded under its route template ----

type Answer = { status: number; body: string };
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const samples = new Map<string, number[]>();
const statuses = new Map<string, Map<number, number>>();
const firstErrors = new Map<string, string>();
let base = '';

const record = (route: string, status: number, millis: number, body: string) => {
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

/** One call; status 0 when no answer came (connection reset: the process died holding it). */
const call = (
  route: string,
  path: string,
  options: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
  } = {},
) =>
  new Promise<Answer>((done) => {
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
      done(answer);
    };
    const req = request(
      new URL(path, base),
      { agent, method: options.method ?? (payload === undefined ? 'GET' : 'POST'), headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => finish({ status: response.statusCode ?? 0, body }));
        response.on('error', (error) => finish({ status: 0, body: String(error) }));
      },
    );
    req.on('error', (error) => finish({ status: 0, body: String(error) }));
    req.end(payload);
  });

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const parse = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

// ---- What the bench was told: sessions, orders and their acknowledged state ----

type Account = { email: string; establishmentId: string };
type Session = Account & { access: string; refresh: string; refreshing: boolean };
type Tokens = { access_token: string; refresh_token: string };
/** An order the bench wrote: the state it was told, and the states a write with no answer may have left. */
type Written = {
  establishmentId: string;
  status: string;
  possible: Set<string>;
  stl: string[];
  comments: string[];
  shippingMethod: string;
  /** Who wrote it: the clinic's side of its comments, PDF and openings. */
  by: Session;
};

let accounts: Account[] = [];
const sessions: Session[] = [];
const preparators: Session[] = [];
const written = new Map<string, Written>();
const validated: string[] = []; // registered, waiting for a préparateur
const inProgress: string[] = []; // in progress
const validatedAt = new Map<string, number>();
/** Every order the bench validated, whatever its status since. */
const registered: string[] = [];
const addresses = new Map<string, string>();
const writes = { acknowledged: 0, unanswered: 0, refused: 0 };
const stl = demoImpression();

const signInAs = async (account: Account): Promise<Session | undefined> => {
  const answer = await call('POST /auth/v1/token?grant_type=password', '/auth/v1/token?grant_type=password', {
    json: { email: account.email, password: BENCH_PASSWORD },
  });
  if (!ok(answer)) return undefined;
  const tokens = parse<Tokens>(answer);
  return { ...account, access: tokens.access_token, refresh: tokens.refresh_token, refreshing: false };
};

/** A write's answer: acknowledged (2xx), refused (4xx/5xx: nothing written), or unanswered (0, 502). */
const outcome = (answer: Answer): 'acknowledged' | 'refused' | 'unanswered' => {
  const kind = ok(answer)
    ? 'acknowledged'
    : answer.status === 0 || answer.status === 502
      ? 'unanswered'
      : 'refused';
  writes[kind] += 1;
  return kind;
};

/** An order the bench validated, with the session of the person who made it. */
const madeOrder = (olderThanMs = 0) => {
  const id = pick(
    registered.filter((orderId) => (validatedAt.get(orderId) ?? 0) <= Date.now() - olderThanMs),
  );
  const order = id ? written.get(id) : undefined;
  return id && order ? { id, order } : undefined;
};

// ---- The actions of workload.ts ----

const ACTIONS: Record<ActionName, () => Promise<void>> = {
  'sign-in': async () => {
    const account = pick(accounts);
    if (!account) return;
    const session = await signInAs(account);
    if (!session) return;
    await call('GET /api/profile', '/api/profile', { token: session.access });
    // The pool keeps a few hundred signed-in people; a new one takes a random place past that.
    if (sessions.length < 400) sessions.push(session);
    else sessions[Math.floor(Math.random() * sessions.length)] = session;
  },
  refresh: async () => {
    const session = pick(sessions.filter((s) => !s.refreshing));
    if (!session) return;
    session.refreshing = true;
    const answer = await call(
      'POST /auth/v1/token?grant_type=refresh_token',
      '/auth/v1/token?grant_type=refresh_token',
      {
        json: { refresh_token: session.refresh },
      },
    );
    if (ok(answer)) {
      const tokens = parse<Tokens>(answer);
      session.access = tokens.access_token;
      session.refresh = tokens.refresh_token;
    }
    session.refreshing = false;
  },
  'open-list': async () => {
    const session = pick(sessions);
    if (!session) return;
    const roll = Math.random();
    const query =
      roll < 0.2
        ? `?search=${encodeURIComponent(pick(['martin', 'dupont', 'silicone', '2026']) ?? '')}`
        : roll < 0.4
          ? '?status=shipped'
          : roll < 0.5
            ? '?page=2'
            : '';
    await Promise.all([
      call(`GET /api/orders${query ? `?${query.slice(1).split('=')[0]}` : ''}`, `/api/orders${query}`, {
        token: session.access,
      }),
      call('GET /api/orders/draft-count', '/api/orders/draft-count', { token: session.access }),
    ]);
  },
  'open-order': async () => {
    // Half the time an order made today, by its maker; else one of the list's first page.
    const made = Math.random() < 0.5 ? madeOrder() : undefined;
    const session = made?.order.by ?? pick(sessions);
    if (!session) return;
    let orderId = made?.id;
    if (!orderId) {
      const list = await call('GET /api/orders', '/api/orders', { token: session.access });
      if (!ok(list)) return;
      orderId = parse<{ items: { id: string }[] }>(list).items[0]?.id;
      if (!orderId) return;
    }
    await Promise.all([
      call('GET /api/orders/:id', `/api/orders/${orderId}`, { token: session.access }),
      call('GET /api/orders/:id/comments', `/api/orders/${orderId}/comments`, { token: session.access }),
      call('GET /api/orders/:id/history', `/api/orders/${orderId}/history`, { token: session.access }),
    ]);
  },
  'new-order': async () => {
    const session = pick(sessions);
    if (!session) return;
    const token = session.access;
    let addressId = addresses.get(session.establishmentId);
    if (!addressId) {
      const list = await call('GET /api/delivery-addresses', '/api/delivery-addresses', { token });
      if (!ok(list)) return;
      addressId = parse<{ items: { id: string }[] }>(list).items[0]?.id;
      if (!addressId) return;
      addresses.set(session.establishmentId, addressId);
    }
    const created = await call('POST /api/rpc/create_draft_order', '/api/rpc/create_draft_order', {
      token,
      json: {},
    });
    if (outcome(created) !== 'acknowledged') return;
    const { id } = parse<{ id: string }>(created);
    const files = Math.random() < 0.6;
    const shippingMethod = Math.random() < 0.8 ? 'standard' : 'express';
    const order: Written = {
      establishmentId: session.establishmentId,
      status: 'draft',
      possible: new Set(['draft']),
      stl: [],
      comments: [],
      shippingMethod,
      by: session,
    };
    written.set(id, order);
    const save = async (updates: Record<string, unknown>) => {
      const answer = await call('POST /api/update-order', '/api/update-order', {
        token,
        json: { orderId: id, updates },
      });
      return outcome(answer) === 'acknowledged';
    };
    const details = classic();
    const transfer_method = files ? 'files' : pick(['physical', 'octocloud']);
    const prices = async () => {
      const answer = await call('POST /api/calculate-order-prices', '/api/calculate-order-prices', {
        token,
        json: { order: { id, details, transfer_method }, shippingMethod },
      });
      return ok(answer) ? parse<{ totalTTC: number }>(answer).totalTTC : undefined;
    };
    if (
      !(await save({
        patient_first_name: 'Camille',
        patient_last_name: `Busy ${id.slice(0, 6)}`,
        patient_gender: 'female',
      }))
    )
      return;
    if (
      !(await save({
        details,
        shipping_method: shippingMethod,
        shipping_address: addressId,
        transfer_method,
      }))
    )
      return;
    await prices();
    if (files) {
      const upload = await call('POST /api/orders/:id/stl-files', `/api/orders/${id}/stl-files`, {
        token,
        body: stl,
        headers: {
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent('oreille-gauche.stl'),
        },
      });
      if (outcome(upload) !== 'acknowledged') return;
      order.stl.push(parse<{ path: string }>(upload).path);
    }
    const total = await prices();
    if (total === undefined) return;
    const validation = await call('POST /api/update-order {registered}', '/api/update-order', {
      token,
      json: { orderId: id, updates: { status: 'registered' }, expectedTotalTTC: total },
    });
    const result = outcome(validation);
    if (result === 'unanswered') {
      order.possible.add('registered');
    }
    if (result !== 'acknowledged') return;
    order.status = 'registered';
    order.possible = new Set(['registered']);
    validated.push(id);
    registered.push(id);
    validatedAt.set(id, Date.now());
  },
  comment: async () => {
    const made = madeOrder();
    const preparator = pick(preparators);
    if (!made || !preparator) return;
    const { id: orderId, order } = made;
    // One in two from the lab (the préparateur asks), the other from the clinic that made it.
    const token = Math.random() < 0.5 ? preparator.access : order.by.access;
    const answer = await call('POST /api/orders/:id/comments', `/api/orders/${orderId}/comments`, {
      token,
      json: { content: `Pouvez-vous confirmer la teinte ? (${Date.now()})` },
    });
    if (outcome(answer) === 'acknowledged') order.comments.push(parse<{ id: string }>(answer).id);
  },
  'download-pdf': async () => {
    // The PDF is made by a job after the validation: an order validated 30 s ago or more has it.
    const made = madeOrder(30_000);
    if (!made) return;
    const { id: orderId, order } = made;
    const answer = await call('POST /api/orders/:id/pdf-url', `/api/orders/${orderId}/pdf-url`, {
      token: order.by.access,
      method: 'POST',
    });
    if (!ok(answer)) return;
    const started = performance.now();
    const pdf = await fetch(parse<{ signedUrl: string }>(answer).signedUrl).then(
      async (response) => ({ status: response.status, body: response.ok ? '' : await response.text() }),
      (error: unknown) => ({ status: 0, body: String(error) }),
    );
    record('GET <signed PDF link> (S3)', pdf.status, performance.now() - started, pdf.body);
  },
  'lab-list': async () => {
    const preparator = pick(preparators);
    if (!preparator) return;
    await Promise.all([
      call('GET /api/orders?status', '/api/orders?status=registered', { token: preparator.access }),
      call('GET /api/orders/due-counts', '/api/orders/due-counts', { token: preparator.access }),
    ]);
  },
  'start-order': async () => {
    const preparator = pick(preparators);
    const orderId = validated.shift();
    const order = orderId ? written.get(orderId) : undefined;
    if (!preparator || !orderId || !order) return;
    await changeStatus(preparator, orderId, order, { status: 'in_progress' }, inProgress);
  },
  'ship-order': async () => {
    const preparator = pick(preparators);
    const orderId = inProgress.shift();
    const order = orderId ? written.get(orderId) : undefined;
    if (!preparator || !orderId || !order) return;
    await call('GET /api/orders/:id', `/api/orders/${orderId}`, { token: preparator.access });
    let groupWith: string | undefined;
    if (Math.random() < 0.25) {
      const candidates = await call(
        'GET /api/orders/:id/grouping-candidates',
        `/api/orders/${orderId}/grouping-candidates`,
        {
          token: preparator.access,
        },
      );
      if (ok(candidates)) groupWith = parse<{ items: { id: string }[] }>(candidates).items[0]?.id;
    }
    const trackingNumber = `6A${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    await changeStatus(preparator, orderId, order, {
      status: 'shipped',
      trackingNumber,
      ...(groupWith ? { groupWith } : {}),
    });
  },
  'monthly-invoices': async () => {
    const preparator = pick(preparators);
    if (!preparator) return;
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 7);
    const answer = await call('POST /api/generate-monthly-invoices', '/api/generate-monthly-invoices', {
      token: preparator.access,
      json: { month },
    });
    invoiceRun = answer.body.slice(0, 200);
    outcome(answer);
    await call('GET /api/invoices', '/api/invoices', { token: preparator.access });
  },
};
let invoiceRun = '';

const changeStatus = async (
  preparator: Session,
  orderId: string,
  order: Written,
  body: { status: string; trackingNumber?: string; groupWith?: string },
  then?: string[],
) => {
  const answer = await call('POST /api/orders/:id/status', `/api/orders/${orderId}/status`, {
    token: preparator.access,
    json: body,
  });
  const result = outcome(answer);
  if (result === 'unanswered') {
    order.possible.add(body.status);
  }
  if (result !== 'acknowledged') return;
  order.status = body.status;
  order.possible = new Set([body.status]);
  then?.push(orderId);
};

// ---- The open loop ----

const inFlight = { now: 0, max: 0, dropped: 0, lateMs: 0 };
const actionCounts = new Map<ActionName, number>();

/** Poisson arrivals of `action` from now to `until`, each started at its planned time. */
const schedule = (action: Action, until: number, pending: Promise<void>[]) => {
  const perMs = action.perMinute === 'once' ? 0 : (action.perMinute * RATE) / 60_000;
  const run = (planned: number) => {
    inFlight.lateMs = Math.max(inFlight.lateMs, performance.now() - planned);
    if (inFlight.now >= MAX_IN_FLIGHT) {
      inFlight.dropped += 1;
      return;
    }
    inFlight.now += 1;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    actionCounts.set(action.name, (actionCounts.get(action.name) ?? 0) + 1);
    pending.push(
      ACTIONS[action.name]()
        .catch((error: unknown) => record(`action ${action.name}`, -1, 0, String(error)))
        .finally(() => {
          inFlight.now -= 1;
        }),
    );
  };
  if (perMs === 0) {
    const at = performance.now() + (until - performance.now()) / 3;
    setTimeout(() => run(at), at - performance.now());
    return;
  }
  let next = performance.now() - Math.log(1 - Math.random()) / perMs;
  const tick = () => {
    const now = performance.now();
    while (next <= now && next < until) {
      run(next);
      next += -Math.log(1 - Math.random()) / perMs;
    }
    if (next < until) setTimeout(tick, Math.max(0, next - performance.now()));
  };
  setTimeout(tick, Math.max(0, next - performance.now()));
};

// ---- The servers, the database and the checks ----

const startServer = (port: number, env: Record<string, string>) =>
  forkServer({ ...env, PORT: String(port) }, [
    '--expose-gc',
    '--import',
    join(ROOT, 'bench/report-memory.ts'),
  ]);

const main = async () => {
  log(`Busy day: load average at start ${load()} on a ${availableParallelism()}-core machine`);
  log(
    `  ${SECONDS} s, rate ×${RATE}${KILL ? ', one process killed (SIGKILL) at half time and restarted 10 s later' : ''}`,
  );
  for (const action of WORKLOAD) {
    const rate = action.perMinute === 'once' ? 'once' : `${(action.perMinute * RATE).toFixed(1)}/min`;
    log(`    ${action.name.padEnd(17)} ${action.who.padEnd(11)} ${rate.padStart(10)}  ${action.calls}`);
  }
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const database = await openPostgresBench(HISTORY_ORDERS, log, DATABASE);
  await database.close();
  const databaseUrl = benchDatabaseUrl(DATABASE);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  accounts = (
    await db.query<{ email: string; establishment_id: string }>(
      `SELECT email, establishment_id FROM profiles WHERE role IN ('manager', 'user') ORDER BY email`,
    )
  ).rows.map((row) => ({ email: row.email, establishmentId: row.establishment_id }));

  const s3 = await startS3Server();
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-busy-day-'));
  const env = {
    ...s3.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET,
    SMTP_URL: smtp.url,
    // Every request comes from 127.0.0.1 through the proxy: the per-address limits would stop the day.
    RATE_LIMIT_FACTOR: '100000',
  };
  const ports = [await freePort(), await freePort()];
  const servers: ChildProcess[] = ports.map((port) => startServer(port, env));
  const proxy = await startProxy(ports);
  base = `http://127.0.0.1:${proxy.port}`;
  const samplesPg: { total: number; active: number }[] = [];
  try {
    for (const port of ports) await waitUntilUp(port);
    // The people already at work when the measure starts.
    for (let i = 0; i < SESSIONS_AT_START; i++) {
      const session = await signInAs(pick(accounts) as Account);
      if (session) sessions.push(session);
    }
    for (let i = 0; i < 2; i++) {
      const session = await signInAs({ email: PREPARATOR_EMAIL, establishmentId: '' });
      if (session) preparators.push(session);
    }
    if (!sessions.length || !preparators.length) throw new Error('nobody could sign in');
    // A warm-up at the same rate (JIT, pools, caches), then the figures start from nothing.
    const warmUp: Promise<void>[] = [];
    const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
    for (const action of WORKLOAD) if (action.perMinute !== 'once') schedule(action, warmUntil, warmUp);
    await new Promise((done) => setTimeout(done, WARM_UP_SECONDS * 1000));
    await Promise.all(warmUp);
    samples.clear();
    statuses.clear();
    firstErrors.clear();
    actionCounts.clear();
    const memoryStart = await Promise.all(servers.map((server) => collectedMemory(server)));
    log(
      `  ${accounts.length} accounts in 2 000 establishments, ${HISTORY_ORDERS} orders of history; ${sessions.length} people signed in when the measure starts`,
    );
    log(`  load average when the load starts ${load()}`);

    const sampler = setInterval(async () => {
      const { rows } = await db.query<{ total: number; active: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'active')::int AS active
         FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [DATABASE],
      );
      if (rows[0]) samplesPg.push(rows[0]);
    }, 2000);
    const pending: Promise<void>[] = [];
    const startedAt = performance.now();
    const until = startedAt + SECONDS * 1000;
    for (const action of WORKLOAD) schedule(action, until, pending);
    let killedAt = 0;
    let restart: Promise<ServerMemory | undefined> = Promise.resolve(undefined);
    if (KILL) {
      restart = new Promise((done) => {
        setTimeout(
          () => {
            servers[0]?.kill('SIGKILL');
            killedAt = performance.now();
            log(`  ${((killedAt - startedAt) / 1000).toFixed(0)} s: process 1 killed (SIGKILL)`);
            setTimeout(async () => {
              const again = startServer(ports[0] as number, env);
              servers[0] = again;
              await waitUntilUp(ports[0] as number);
              log(
                `  process 1 restarted 10 s later, serving again ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
              );
              done(await collectedMemory(again));
            }, 10_000);
          },
          (SECONDS * 1000) / 2,
        );
      });
    }
    await new Promise((done) => setTimeout(done, SECONDS * 1000));
    await Promise.all(pending);
    const restartMemory = await restart;
    const elapsed = (performance.now() - startedAt) / 1000;
    clearInterval(sampler);
    const memoryEnd = await Promise.all(servers.map((server) => collectedMemory(server)));
    const loadEnd = load();

    // ---- Report ----
    let total = 0;
    let errors = 0;
    for (const list of samples.values()) total += list.length;
    for (const counts of statuses.values()) for (const n of counts.values()) errors += n;
    log(
      `\nThroughput: ${total} answered 2xx in ${elapsed.toFixed(0)} s = ${(total / elapsed).toFixed(1)} req/s; ${errors} errors; proxy shares ${proxy.counts.join(' / ')}`,
    );
    log(`  actions started: ${[...actionCounts].map(([name, n]) => `${name} ${n}`).join(', ')}`);
    log(
      `  in flight at most ${inFlight.max} (cap ${MAX_IN_FLIGHT}), ${inFlight.dropped} dropped, worst start lag ${inFlight.lateMs.toFixed(0)} ms`,
    );
    log(`\n  ${'route'.padEnd(48)} ${'2xx'.padStart(6)}   p50 ms   p95 ms   p99 ms   errors`);
    const routes = [...new Set([...samples.keys(), ...statuses.keys()])].sort();
    for (const route of routes) {
      const s = summarise(samples.get(route) ?? []);
      const e = [...(statuses.get(route) ?? [])].map(([status, n]) => `${n}×${status}`).join(' ');
      log(
        `  ${route.padEnd(48)} ${String(s.count).padStart(6)} ${ms(s.p50).padStart(8)} ${ms(s.p95).padStart(8)} ${ms(s.p99).padStart(8)}   ${e}`,
      );
    }
    if (firstErrors.size) {
      log('\n  first error of each kind:');
      for (const [key, body] of firstErrors) log(`    ${key}: ${body.replace(/\s+/g, ' ')}`);
    }
    log('\nMemory of each process after a full GC (target: drift ≤ 10 %):');
    memoryStart.forEach((start, i) => {
      const end = memoryEnd[i] as ServerMemory;
      const from = i === 0 && restartMemory ? restartMemory : start;
      const note = i === 0 && restartMemory ? ' (from its restart)' : '';
      log(
        `  process ${i + 1}${note}: RSS ${mb(from.rss)} → ${mb(end.rss)} MB (${pct(end.rss, from.rss)}), heap ${mb(from.heapUsed)} → ${mb(end.heapUsed)} MB (${pct(end.heapUsed, from.heapUsed)})`,
      );
    });
    const connections = summarise(samplesPg.map((s) => s.total));
    const active = summarise(samplesPg.map((s) => s.active));
    log(
      `PostgreSQL connections (pg_stat_activity every 2 s): open ${connections.p50}–${connections.max}, active median ${active.p50}, max ${active.max}`,
    );
    log(`Load average at the end ${loadEnd}`);
    log(`Invoices: ${invoiceRun}`);

    // ---- The jobs and the mails finish, then everything is checked ----
    // Jobs a killed process held come back when their lease runs out (jobs/claim-due-jobs.ts, LEASE_MS):
    // with --kill the bench waits for that too, so that each job is seen done, failed or still due.
    const drainStart = performance.now();
    let heldUntil = 0;
    for (;;) {
      const { rows } = await db.query<{ jobs: number; mails: number; held: Date | null }>(
        `SELECT (SELECT count(*)::int FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()) AS jobs,
                (SELECT count(*)::int FROM outbox WHERE sent_at IS NULL) AS mails,
                (SELECT max(locked_until) FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()) AS held`,
      );
      const row = rows[0];
      if (KILL && row?.held && !heldUntil) heldUntil = row.held.getTime();
      const waitMs = Math.max(
        DRAIN_SECONDS * 1000,
        KILL && heldUntil ? heldUntil - Date.now() + 60_000 + (performance.now() - drainStart) : 0,
      );
      if (row?.jobs === 0 && row.mails === 0) break;
      if (performance.now() - drainStart > Math.min(waitMs, LEASE_MS + 180_000)) break;
      await new Promise((done) => setTimeout(done, 2000));
    }
    if (heldUntil)
      log(
        `\n  jobs held by the killed process were leased until ${new Date(heldUntil).toISOString()} (LEASE_MS ${LEASE_MS / 60_000} min): waited for them`,
      );
    log(
      `\nAfter the run (${((performance.now() - drainStart) / 1000).toFixed(0)} s for the jobs to finish):`,
    );
    const jobs = await db.query<{
      kind: string;
      done: number;
      failed: number;
      pending: number;
      later: number;
      retried: number;
      stuck: number;
    }>(
      `SELECT kind, count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done,
              count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
              count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now())::int AS pending,
              count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND run_at > now())::int AS later,
              count(*) FILTER (WHERE attempts > 1)::int AS retried,
              count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND locked_until > now())::int AS stuck
       FROM jobs GROUP BY kind ORDER BY kind`,
    );
    for (const row of jobs.rows)
      log(
        `  jobs ${row.kind.padEnd(28)} done ${row.done}, failed ${row.failed}, due and not done ${row.pending} (locked ${row.stuck}), scheduled later ${row.later}, tried more than once ${row.retried}`,
      );
    const failedJobs = await db.query<{ kind: string; last_error: string }>(
      `SELECT kind, last_error FROM jobs WHERE failed_at IS NOT NULL LIMIT 3`,
    );
    for (const row of failedJobs.rows) log(`    failed ${row.kind}: ${row.last_error}`);

    const outbox = await db.query<{ id: string; sent: boolean }>(
      `SELECT id, sent_at IS NOT NULL AS sent FROM outbox`,
    );
    const received = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = /<([^@>]+)@/.exec(header(mail.raw, 'message-id') ?? '')?.[1] ?? '?';
      received.set(id, (received.get(id) ?? 0) + 1);
    }
    const lost = outbox.rows.filter((row) => !received.has(row.id));
    const twice = [...received].filter(([, n]) => n > 1);
    const strangers = [...received.keys()].filter((id) => !outbox.rows.some((row) => row.id === id));
    log(
      `  mails: ${outbox.rows.length} in the outbox, ${smtp.received.length} received by SMTP; ` +
        `not received ${lost.length}${lost.length ? ` (${lost.filter((r) => !r.sent).length} still unsent)` : ''}, ` +
        `received more than once ${twice.length}${
          twice.length
            ? ` (${twice
                .slice(0, 3)
                .map(([id, n]) => `${id} ×${n}`)
                .join(', ')})`
            : ''
        }, unknown ${strangers.length}`,
    );

    // The mails the acknowledged actions owe (features/status-mails): one « validée » per validated
    // order, one « expédiée » per shipped one, to the order's maker, each written once in the outbox.
    const owed = await db.query<{ order_id: string; validated: number; shipped: number }>(
      `SELECT order_id, count(*) FILTER (WHERE subject LIKE 'Commande % validée %')::int AS validated,
              count(*) FILTER (WHERE subject LIKE 'Commande % expédiée %')::int AS shipped
       FROM outbox WHERE order_id = ANY($1::uuid[]) GROUP BY order_id`,
      [[...written.keys()]],
    );
    const mailsOf = new Map(owed.rows.map((row) => [row.order_id, row]));
    const mailProblems: string[] = [];
    let owedMails = 0;
    for (const [id, order] of written) {
      if (order.status === 'draft') continue;
      const mails = mailsOf.get(id);
      const expected = { validated: 1, shipped: order.status === 'shipped' ? 1 : 0 };
      owedMails += expected.validated + expected.shipped;
      if (
        (mails?.validated ?? 0) !== expected.validated ||
        (order.possible.size === 1 && (mails?.shipped ?? 0) !== expected.shipped)
      )
        mailProblems.push(
          `order ${id} (${order.status}): ${mails?.validated ?? 0} « validée », ${mails?.shipped ?? 0} « expédiée » in the outbox`,
        );
    }
    log(
      `  mails owed by acknowledged validations and shipments: ${owedMails}, ${mailProblems.length ? `${mailProblems.length} orders WRONG` : 'each in the outbox once'}`,
    );
    for (const problem of mailProblems.slice(0, 5)) log(`    ${problem}`);

    const ids = [...written.keys()];
    const rows = await db.query<{ id: string; status: string; stl_files: { path: string }[] | null }>(
      'SELECT id, status, stl_files FROM orders WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const commentIds = [...written.values()].flatMap((order) => order.comments);
    const comments = await db.query<{ id: string }>(
      'SELECT id FROM order_comments WHERE id = ANY($1::uuid[])',
      [commentIds],
    );
    const objects = new Set(await s3.objects());
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    const problems: string[] = [];
    let statusChecked = 0;
    for (const [id, order] of written) {
      const row = byId.get(id);
      if (!row) {
        problems.push(`order ${id}: acknowledged, absent`);
        continue;
      }
      statusChecked += 1;
      if (!order.possible.has(row.status) && row.status !== order.status)
        problems.push(`order ${id}: ${row.status} in the database, told ${order.status}`);
      for (const path of order.stl) {
        if (!(row.stl_files ?? []).some((file) => file.path === path))
          problems.push(`order ${id}: file ${path} missing from the order`);
        if (![...objects].some((key) => key.endsWith(path)))
          problems.push(`order ${id}: file ${path} missing from S3`);
      }
    }
    const foundComments = new Set(comments.rows.map((row) => row.id));
    for (const id of commentIds)
      if (!foundComments.has(id)) problems.push(`comment ${id}: acknowledged, absent`);
    const files = [...written.values()].reduce((n, order) => n + order.stl.length, 0);
    log(
      `  acknowledged writes: ${writes.acknowledged} (refused ${writes.refused}, unanswered ${writes.unanswered}); checked ` +
        `${statusChecked}/${written.size} orders' state, ${files} uploads (order and S3), ${commentIds.length} comments: ` +
        `${problems.length ? `${problems.length} PROBLEMS` : 'all there'}`,
    );
    for (const problem of problems.slice(0, 10)) log(`    ${problem}`);
    if (killedAt)
      log(
        `  (the kill: ${[...statuses.values()].reduce((n, c) => n + (c.get(502) ?? 0) + (c.get(0) ?? 0), 0)} requests unanswered or 502)`,
      );
  } finally {
    await proxy.close();
    agent.destroy();
    for (const server of servers) await stopServer(server);
    await db.end();
    await s3.close();
    await smtp.close();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
