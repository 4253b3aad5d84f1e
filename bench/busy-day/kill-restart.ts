import { collectedMemory, type ServerMemory, waitUntilUp } from '../server-process';
import { statuses } from './calls';
import type { Parts } from './parts';

// --kill: at half time process 1 is killed (SIGKILL) and started again 10 s later on its port, behind
// the same proxy, which answers 502 for it meanwhile.

/**
 * Arms the kill; `restarted` gives process 1's memory once it serves again (its drift starts there),
 * `killedAt` the performance.now() of the kill (0 before it).
 */
export const killAtHalfTime = (parts: Parts, startedAt: number, seconds: number) => {
  let killedAt = 0;
  const restarted = new Promise<ServerMemory>((done) => {
    setTimeout(
      () => {
        parts.servers[0]?.kill('SIGKILL');
        killedAt = performance.now();
        console.log(`  ${((killedAt - startedAt) / 1000).toFixed(0)} s: process 1 killed (SIGKILL)`);
        setTimeout(async () => {
          const again = parts.restart(0);
          await waitUntilUp(parts.ports[0] as number);
          console.log(
            `  process 1 restarted 10 s later, serving again ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
          );
          done(await collectedMemory(again));
        }, 10_000);
      },
      (seconds * 1000) / 2,
    );
  });
  return { restarted, killedAt: () => killedAt };
};

/** What the kill cost the callers: the requests it left without an answer or with the proxy's 502. */
export const printKillToll = () =>
  console.log(
    `  (the kill: ${[...statuses.values()].reduce((n, c) => n + (c.get(502) ?? 0) + (c.get(0) ?? 0), 0)} requests unanswered or 502)`,
  );
