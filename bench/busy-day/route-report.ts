import { ms, summarise } from '../order-list/percentiles';
import { firstErrors, samples, statuses } from './calls';
import { actionCounts, inFlight } from './open-loop';
import { MAX_IN_FLIGHT } from './workload';

// The measure's figures: throughput, the actions started and the open loop's lag, then p50/p95/p99 and
// the errors by status of each route, and the first body of each kind of error.

export const printRoutes = (elapsed: number, proxyShares: readonly number[]) => {
  let total = 0;
  let errors = 0;
  for (const list of samples.values()) total += list.length;
  for (const counts of statuses.values()) for (const n of counts.values()) errors += n;
  console.log(
    `\nThroughput: ${total} answered 2xx in ${elapsed.toFixed(0)} s = ${(total / elapsed).toFixed(1)} req/s; ${errors} errors; proxy shares ${proxyShares.join(' / ')}`,
  );
  console.log(`  actions started: ${[...actionCounts].map(([name, n]) => `${name} ${n}`).join(', ')}`);
  console.log(
    `  in flight at most ${inFlight.max} (cap ${MAX_IN_FLIGHT}), ${inFlight.dropped} dropped, worst start lag ${inFlight.lateMs.toFixed(0)} ms`,
  );
  console.log(`\n  ${'route'.padEnd(48)} ${'2xx'.padStart(6)}   p50 ms   p95 ms   p99 ms   errors`);
  const routes = [...new Set([...samples.keys(), ...statuses.keys()])].sort();
  for (const route of routes) {
    const s = summarise(samples.get(route) ?? []);
    const e = [...(statuses.get(route) ?? [])].map(([status, n]) => `${n}×${status}`).join(' ');
    console.log(
      `  ${route.padEnd(48)} ${String(s.count).padStart(6)} ${ms(s.p50).padStart(8)} ${ms(s.p95).padStart(8)} ${ms(s.p99).padStart(8)}   ${e}`,
    );
  }
  if (firstErrors.size) {
    console.log('\n  first error of each kind:');
    for (const [key, body] of firstErrors) console.log(`    ${key}: ${body.replace(/\s+/g, ' ')}`);
  }
};
