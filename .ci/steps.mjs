// `npm test`'s steps, one after the other (node .ci/steps.mjs lint typecheck …): runs `npm run <step>`
// for each, prints its duration and the load average at its start (a figure measured on a loaded
// machine says so), and stops at the first that fails.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const figures = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
for (const step of process.argv.slice(2)) {
  const atStart = load();
  console.log(`\n▶ ${step} (load average ${atStart})`);
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  figures.push(`${step.padEnd(12)} ${seconds.padStart(7)} s   load at start ${atStart}`);
  console.log(`◀ ${step}: ${seconds} s`);
  if (status !== 0) {
    console.log(`\n${figures.join('\n')}\n${step} failed`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${figures.join('\n')}`);
