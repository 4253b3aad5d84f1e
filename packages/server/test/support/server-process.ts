import { type ChildProcess, spawn } from 'node:child_process';
import { BUILT_SERVER, buildServerIfStale, REPO_ROOT } from './built-server';
import { freePort } from './free-port';

// The real server as an operator runs it: its own Node process (the production bundle), its own
// port, configured by environment only. For the tests that kill, stop and restart it (resilience/).

const READY_TIMEOUT_MS = 90_000;

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Everything the process printed so far, stdout and stderr. */
  output: () => string;
  /** Its stdout alone: the JSON log lines. */
  stdout: () => string;
  /** Whether the process still runs. */
  running: () => boolean;
  /** Sends `signal` without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** The exit code (null when a signal ended it) and when. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Sends `signal` and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; at: number }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, at: Date.now() });
    else child.once('exit', (code) => resolve({ code, at: Date.now() }));
  });

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Starts a server on a free port of 127.0.0.1 with `env` (DATA_DIR, DATABASE_URL, S3_*…) and waits
 * until GET /readyz answers 200. The test's own environment is not passed on: only PATH and HOME.
 */
export const startServerProcess = async (
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> => {
  const port = options.port ?? (await freePort());
  buildServerIfStale();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = exitOf(child);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (!isRunning(child))
      throw new Error(`the server exited before being ready (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready in ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    stdout: () => stdout,
    running: () => isRunning(child),
    signal: (signal) => {
      if (isRunning(child)) child.kill(signal);
    },
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (isRunning(child)) child.kill(signal);
      return (await exited).code;
    },
  };
};
