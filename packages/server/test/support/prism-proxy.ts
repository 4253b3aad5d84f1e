import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { REPO_ROOT } from './built-server';
import { freePort } from './free-port';
import { listenOnLoopback } from './loopback-server';
import { DIRECTORY_ANNEX, flowAnnexForPrism } from './pa-annexes';
import { startTestPa, type TestPa, type TestPaOptions } from './test-pa';

// Prism (@stoplight/prism-cli) in proxy mode in front of the test PA, one process per annex of
// XP Z12-013 (test/support/einvoicing/): `prism proxy <annex> <upstream> --errors` checks every
// request we send and every answer the PA gives against the annex, and with --errors answers a
// violation itself (a 422 for our request, a 500 for the PA's answer) with its reasons, so a test
// that expects the PA's answer fails (decision 140).

const PRISM = `${REPO_ROOT}node_modules/.bin/prism`;
const READY_TIMEOUT_MS = 60_000;
const LOG_SETTLE_MS = 200;

export type PrismProxy = {
  url: string;
  /** What Prism printed: its violations are there, one line each (`[VALIDATOR]`). */
  output: () => string;
  close: () => Promise<void>;
};

export const startPrismProxy = async (document: string, upstream: string): Promise<PrismProxy> => {
  const port = await freePort();
  const child: ChildProcess = spawn(
    PRISM,
    [
      'proxy',
      document,
      upstream,
      '--errors',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--cors',
      'false',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), READY_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}):\n${output}`));
    });
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** The PA's violations of the annexes seen by Prism so far (none expected). */
const violationsIn = (output: string) =>
  output.split('\n').filter((line) => /\[VALIDATOR\]|violation/i.test(line) && !/✔|✓/.test(line));

export type ProxiedTestPa = {
  pa: TestPa;
  /** The Flow Service and Directory Service addresses Conque is given: Prism's. */
  flowUrl: string;
  directoryUrl: string;
  /**
   * Prism's lines reporting a request or answer that does not match annex A or B, once its log of
   * the last exchange has arrived (it prints after answering).
   */
  violations: () => Promise<string[]>;
  close: () => Promise<void>;
};

const readAll = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * Prism reads every body that is not JSON as UTF-8 text and forwards that text (its server's
 * parseRequestBody), so the binary bytes of a PDF reach the upstream replaced (decision 140). This
 * relay, in front of Prism, keeps each multipart body byte for byte in the PA's `originalBodies`
 * under the request's X-Request-Id (annex A's correlation header; one is added when absent) and
 * passes the request on unchanged: Prism still validates it and the PA's answer, and the PA reads the
 * file as it was sent.
 */
const startBinaryRelay = async (target: string, pa: TestPa) => {
  const server = createServer((incoming, outgoing) => {
    readAll(incoming)
      .then((body) => {
        const headers = { ...incoming.headers };
        if ((headers['content-type'] ?? '').startsWith('multipart/')) {
          const id = typeof headers['x-request-id'] === 'string' ? headers['x-request-id'] : randomUUID();
          headers['x-request-id'] = id;
          pa.originalBodies.set(id, body);
        }
        const forward = httpRequest(
          `${target}${incoming.url ?? '/'}`,
          { method: incoming.method, headers },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forward.on('error', () => {
          outgoing.writeHead(502);
          outgoing.end();
        });
        forward.end(body);
      })
      .catch(() => outgoing.destroy());
  });
  return listenOnLoopback(server);
};

/** The test PA and one Prism proxy per annex in front of it. */
export const startProxiedTestPa = async (options: TestPaOptions = {}): Promise<ProxiedTestPa> => {
  const pa = await startTestPa(options);
  const [flow, directory] = await Promise.all([
    startPrismProxy(flowAnnexForPrism(), pa.flowUrl),
    startPrismProxy(DIRECTORY_ANNEX, pa.directoryUrl),
  ]);
  const relay = await startBinaryRelay(flow.url, pa);
  return {
    pa,
    flowUrl: relay.url,
    directoryUrl: directory.url,
    violations: async () => {
      await new Promise((resolve) => setTimeout(resolve, LOG_SETTLE_MS));
      return [...violationsIn(flow.output()), ...violationsIn(directory.output())];
    },
    close: async () => {
      await relay.close();
      await Promise.all([flow.close(), directory.close()]);
      await pa.close();
    },
  };
};
