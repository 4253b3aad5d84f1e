import { availableParallelism } from 'node:os';
import { callThrough, closeCalls } from './busy-day/calls';
import { checkMails } from './busy-day/check-mails';
import { checkWrites } from './busy-day/check-writes';
import { printJobs, waitForJobs } from './busy-day/jobs';
import { killAtHalfTime, printKillToll } from './busy-day/kill-restart';
import { schedule, warmUp } from './busy-day/open-loop';
import { DATABASE, startParts } from './busy-day/parts';
import { lastInvoiceRun } from './busy-day/preparator-actions';
import { memoryOfEach, printMemory, sampleConnections } from './busy-day/resources';
import { printRoutes } from './busy-day/route-report';
import { accounts, readAccounts, sessions, signInTheFirst } from './busy-day/sessions';
import { HISTORY_ORDERS, WORKLOAD } from './busy-day/workload';
import { load } from './order-list/load-driver';
import { waitUntilUp } from './server-process';

// Benchmark (not part of npm test): a busy day. Two server processes (main.ts) on one
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
const WARM_UP_SECONDS = Math.min(30, Math.ceil(SECONDS / 10));
if (!(RATE > 0) || !(SECONDS > 0)) throw new Error('usage: busy-day [seconds] [--kill] [--rate <factor>]');

const log = (line: string) => console.log(line);

const main = async () => {
  log(`Busy day: load average at start ${load()} on a ${availableParallelism()}-core machine`);
  log(
    `  ${SECONDS} s, rate ×${RATE}${KILL ? ', one process killed (SIGKILL) at half time and restarted 10 s later' : ''}`,
  );
  for (const action of WORKLOAD) {
    const rate = action.perMinute === 'once' ? 'once' : `${(action.perMinute * RATE).toFixed(1)}/min`;
    log(`    ${action.name.padEnd(17)} ${action.who.padEnd(11)} ${rate.padStart(10)}  ${action.calls}`);
  }
  const parts = await startParts(log);
  await readAccounts(parts.db);
  callThrough(`http://127.0.0.1:${parts.proxy.port}`);
  try {
    for (const port of parts.ports) await waitUntilUp(port);
    await signInTheFirst();
    await warmUp(WARM_UP_SECONDS, RATE, WORKLOAD);
    const memoryStart = await memoryOfEach(parts.servers);
    log(
      `  ${accounts.length} accounts in 2 000 establishments, ${HISTORY_ORDERS} orders of history; ${sessions.length} people signed in when the measure starts`,
    );
    log(`  load average when the load starts ${load()}`);

    const connections = sampleConnections(parts.db, DATABASE);
    const pending: Promise<void>[] = [];
    const startedAt = performance.now();
    const until = startedAt + SECONDS * 1000;
    for (const action of WORKLOAD) schedule(action, RATE, until, pending);
    const kill = KILL ? killAtHalfTime(parts, startedAt, SECONDS) : undefined;
    await new Promise((done) => setTimeout(done, SECONDS * 1000));
    await Promise.all(pending);
    const restartMemory = await kill?.restarted;
    const elapsed = (performance.now() - startedAt) / 1000;
    connections.stop();
    const memoryEnd = await memoryOfEach(parts.servers);
    const loadEnd = load();

    printRoutes(elapsed, parts.proxy.counts);
    printMemory(memoryStart, memoryEnd, restartMemory);
    connections.print();
    log(`Load average at the end ${loadEnd}`);
    log(`Invoices: ${lastInvoiceRun()}`);

    await waitForJobs(parts.db, KILL);
    await printJobs(parts.db);
    await checkMails(parts.db, parts.smtp);
    await checkWrites(parts.db, parts.s3);
    if (kill?.killedAt()) printKillToll();
  } finally {
    await parts.proxy.close();
    closeCalls();
    await parts.stop();
  }
};

await main();
