import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDataDir } from './support/pglite-template';
import { type ServerProcess, startServerProcess } from './support/server-process';

// The real server process (npm run serve's command) on a new data directory (its database migrated): what an orchestrator
// sees when it sends SIGTERM. PGlite only: the stop does not depend on the database's kind.
const LOGIN = '/auth/v1/token?grant_type=password';
const BODY_START = '{"email":"personne@exemple.fr",';
const BODY_END = ['"password":', '"pas-le-bon"', '}'];

type Server = ServerProcess & { dataDir: string };

let started: Server[] = [];
afterEach(async () => {
  for (const server of started) {
    await server.stop('SIGKILL');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  started = [];
});

const until = async (condition: () => boolean, what: string, timeoutMs = 45_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`attendu en vain : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** No JWT_SECRET, no DATABASE_URL: the embedded default makes its secret in DATA_DIR. */
const startServer = async (
  env: Record<string, string> = {},
  prepare: (dataDir: string) => void = () => {},
): Promise<Server> => {
  const dataDir = migratedDataDir('conque-stop-');
  prepare(dataDir);
  const server = { ...(await startServerProcess({ DATA_DIR: dataDir, ...env })), dataDir };
  started.push(server);
  return server;
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const answerOf = (request: http.ClientRequest) =>
  new Promise<Answer>((done, fail) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', fail);
  });

const get = (port: number, path: string, agent: http.Agent) =>
  answerOf(http.request({ host: '127.0.0.1', port, path, agent }).end());

/** A login whose body arrives in pieces: the request stays in flight as long as the test wants. */
const slowLogin = (port: number, agent: http.Agent) => {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: LOGIN,
    agent,
    headers: { 'content-type': 'application/json' },
  });
  const answer = answerOf(request);
  request.write(BODY_START);
  return { request, answer };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const connectionRefused = (port: number) =>
  new Promise<string>((done) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      done('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
  });

const logLines = (server: Server) =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

// 180 s: the server's start alone may take up to 90 s on a loaded 2-core machine (server-process.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)('stopping the server process', () => {
  it('on SIGTERM lets the request in flight finish, refuses new connections, and exits 0', async () => {
    // What an upload cut short by a crash two hours ago left, which the start sweeps away.
    const leftover = (dataDir: string) => join(dataDir, 'files', '.tmp', 'coupé-par-un-crash');
    const server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '15000' }, (dataDir) => {
      mkdirSync(dirname(leftover(dataDir)), { recursive: true });
      writeFileSync(leftover(dataDir), 'solid');
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      utimesSync(leftover(dataDir), twoHoursAgo, twoHoursAgo);
    });
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // What a login with this body answers when nothing is stopping.
      const normal = await answerOf(
        http
          .request({ host: '127.0.0.1', port: server.port, method: 'POST', path: LOGIN })
          .setHeader('content-type', 'application/json')
          .end(`${BODY_START}${BODY_END.join('')}`),
      );
      expect(normal.status).toBe(400);
      // A kept-alive connection left idle (65 s keepAliveTimeout) must not hold the stop; the busy
      // agent's connection is one the server has surely accepted before the slow request uses it.
      expect((await get(server.port, '/healthz', idle)).status).toBe(200);
      expect((await get(server.port, '/healthz', busy)).status).toBe(200);

      const { request, answer } = slowLogin(server.port, busy);
      await pause(500);
      const signalledAt = Date.now();
      server.signal('SIGTERM');
      await until(() => server.stdout().includes('arrêt demandé'), "l'annonce de l'arrêt");
      expect(await connectionRefused(server.port)).toBe('ECONNREFUSED');

      for (const piece of BODY_END) {
        await pause(250);
        request.write(piece);
      }
      request.end();
      const slow = await answer;
      expect(slow.status).toBe(normal.status);
      expect(JSON.parse(slow.body)).toEqual(JSON.parse(normal.body));
      expect(slow.headers.connection).toBe('close');

      const exit = await server.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - signalledAt).toBeLessThan(15_000);
      expect(existsSync(join(server.dataDir, 'server.pid'))).toBe(false);

      const lines = logLines(server);
      expect(lines.every((line) => typeof line.level === 'string' && typeof line.msg === 'string')).toBe(
        true,
      );
      const logins = lines.filter((line) => line.msg === 'requête' && line.route === '/auth/v1/token');
      expect(logins).toEqual([
        expect.objectContaining({ method: 'POST', status: 400, requestId: expect.any(String) }),
        expect.objectContaining({ method: 'POST', status: 400, requestId: expect.any(String) }),
      ]);
      expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'arrêt terminé' });
      expect(lines).toContainEqual(expect.objectContaining({ level: 'info', removed: 1 }));
      expect(existsSync(leftover(server.dataDir))).toBe(false);
      expect(server.stdout()).not.toContain('personne@exemple.fr');
    } finally {
      busy.destroy();
      idle.destroy();
    }
  }, 180_000);

  it('gives up after SHUTDOWN_TIMEOUT_MS on a request that never ends, says so, and exits 1', async () => {
    const server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '1000' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(server.port, '/healthz', agent)).status).toBe(200);
      const { answer } = slowLogin(server.port, agent);
      answer.catch(() => {});
      await pause(500);
      const signalledAt = Date.now();
      server.signal('SIGTERM');
      const exit = await server.exited;
      expect(exit.code).toBe(1);
      expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1000);
      expect(exit.at - signalledAt).toBeLessThan(10_000);
      expect(logLines(server).at(-1)).toMatchObject({
        level: 'error',
        timeoutMs: 1000,
        pending: ['requêtes en cours'],
      });
      expect(existsSync(join(server.dataDir, 'server.pid'))).toBe(false);
    } finally {
      agent.destroy();
    }
  }, 180_000);
});
