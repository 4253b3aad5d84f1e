import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';
import { summarise } from '../order-list/percentiles';
import { collectedMemory, type ServerMemory } from '../server-process';

// What the day costs the machine: each process's memory after a full GC (bench/report-memory.ts), at
// the start and the end, and the database's connections sampled through the run.

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const pct = (after: number, before: number) =>
  `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %`;

export const memoryOfEach = (servers: readonly ChildProcess[]) =>
  Promise.all(servers.map((server) => collectedMemory(server)));

/** `restarted`: process 1's memory when it served again after --kill, its drift measured from there. */
export const printMemory = (
  start: readonly ServerMemory[],
  end: readonly ServerMemory[],
  restarted: ServerMemory | undefined,
) => {
  console.log('\nMemory of each process after a full GC (target: drift ≤ 10 %):');
  start.forEach((first, i) => {
    const last = end[i] as ServerMemory;
    const from = i === 0 && restarted ? restarted : first;
    const note = i === 0 && restarted ? ' (from its restart)' : '';
    console.log(
      `  process ${i + 1}${note}: RSS ${mb(from.rss)} → ${mb(last.rss)} MB (${pct(last.rss, from.rss)}), heap ${mb(from.heapUsed)} → ${mb(last.heapUsed)} MB (${pct(last.heapUsed, from.heapUsed)})`,
    );
  });
};

/** pg_stat_activity of `database` every 2 s until `stop`, then `print`. */
export const sampleConnections = (db: pg.Client, database: string) => {
  const samples: { total: number; active: number }[] = [];
  const timer = setInterval(async () => {
    const { rows } = await db.query<{ total: number; active: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'active')::int AS active
       FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    if (rows[0]) samples.push(rows[0]);
  }, 2000);
  return {
    stop: () => clearInterval(timer),
    print: () => {
      const connections = summarise(samples.map((s) => s.total));
      const active = summarise(samples.map((s) => s.active));
      console.log(
        `PostgreSQL connections (pg_stat_activity every 2 s): open ${connections.p50}–${connections.max}, active median ${active.p50}, max ${active.max}`,
      );
    },
  };
};
