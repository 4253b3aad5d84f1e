import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CapturedQuery } from './list-sql';
import { type LatencySummary, summarise } from './percentiles';

// The bare SQL under the same concurrency: pgbench replays the order list's captured statements (one
// transaction = the count and the page, as listOrders sends them). Numbers become \set variables,
// text (ids, statuses, ILIKE patterns) -D variables: \set only takes numeric expressions. -M extended
// sends them as bind parameters, as node-postgres does; -M prepared as a named statement, as the list
// does for its shapes without a search. Per-transaction latencies come from pgbench's
// own log (-l), so the percentiles are computed the same way as the API's.

const run = promisify(execFile);

export type PgbenchResult = { tps: number; latency: LatencySummary; transactions: number; failed: number };

/** The script file: `$n` placeholders become `:pn`, numeric parameters \set, text ones -D. */
export const pgbenchScript = (queries: CapturedQuery[]) => {
  const variables = new Map<string, unknown>();
  const statements = queries.map((query, q) =>
    query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const name = `q${q + 1}p${n}`;
      variables.set(name, query.params[Number(n) - 1]);
      return `:${name}`;
    }),
  );
  const sets: string[] = [];
  const defines: string[] = [];
  for (const [name, value] of variables) {
    if (typeof value === 'number') sets.push(`\\set ${name} ${value}`);
    else defines.push('-D', `${name}=${String(value)}`);
  }
  return { text: `${[...sets, ...statements.map((statement) => `${statement};`)].join('\n')}\n`, defines };
};

export const runPgbench = async (options: {
  databaseUrl: string;
  queries: CapturedQuery[];
  clients: number;
  threads: number;
  seconds: number;
  /** As the server sends them: named prepared statements (-M prepared) or unnamed (-M extended). */
  mode: 'prepared' | 'extended';
}): Promise<PgbenchResult> => {
  const dir = mkdtempSync(join(tmpdir(), 'conque-pgbench-'));
  try {
    const script = pgbenchScript(options.queries);
    writeFileSync(join(dir, 'order-list.sql'), script.text);
    const { stdout } = await run(
      process.env.PGBENCH ?? '/usr/bin/pgbench',
      [
        '-n',
        '-M',
        options.mode,
        '-c',
        String(options.clients),
        '-j',
        String(options.threads),
        '-T',
        String(options.seconds),
        '-f',
        join(dir, 'order-list.sql'),
        '-l',
        `--log-prefix=${join(dir, 'log')}`,
        ...script.defines,
        options.databaseUrl,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Log lines: client, transaction number, latency in µs, script, epoch s, µs.
    const samples: number[] = [];
    for (const file of readdirSync(dir).filter((name) => name.startsWith('log'))) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const latency = Number(line.split(' ')[2]);
        if (line && Number.isFinite(latency)) samples.push(latency / 1000);
      }
    }
    if (!Number.isFinite(tps) || samples.length === 0)
      throw new Error(`pgbench printed no figures:\n${stdout}`);
    return { tps, latency: summarise(samples), transactions: samples.length, failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
