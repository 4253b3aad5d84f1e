import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './built-server';
import { startProxiedTestPa } from './prism-proxy';
import { autoAcknowledge } from './test-pa-acks';

// `npm run cli -- einvoicing-demo [--seed-demo]` (decision 146): the local test PA behind Prism,
// then the server connected to it by the EINVOICING_* variables, so that a new user sees flows and
// their statuses move without a real PA. Development only (tsx): the test PA is never in the
// production bundle. The PA accepts each flow after a few seconds, and refuses invoices whose number
// ends in 7, to show an Error and its correction.

const TOKEN = 'demo-pa-token';
const ACK_DELAY_MS = 5_000;

const proxied = await startProxiedTestPa({ token: TOKEN });
autoAcknowledge(proxied.pa, {
  delayMs: ACK_DELAY_MS,
  errorFor: (flow) =>
    flow.trackingId?.startsWith('F-') && flow.trackingId.endsWith('7')
      ? [
          {
            level: 'Error',
            item: 'BT-46',
            reasonCode: 'DEMO_ACHETEUR',
            reasonMessage: "Identifiant de l'acheteur inconnu de l'annuaire (démonstration)",
          },
        ]
      : undefined,
});
const env = {
  ...process.env,
  EINVOICING_FLOW_URL: proxied.flowUrl,
  EINVOICING_DIRECTORY_URL: proxied.directoryUrl,
  EINVOICING_TOKEN: TOKEN,
};
console.log(`Plateforme de test démarrée (derrière Prism, annexes A et B de la XP Z12-013) :
  service des flux ${proxied.flowUrl}, annuaire ${proxied.directoryUrl}, jeton ${TOKEN}.
Elle accepte chaque flux après ${ACK_DELAY_MS / 1000} s et refuse les factures dont le numéro finit par 7.`);

if (process.argv.includes('--seed-demo')) {
  // The demo's invoices are issued with the connection on: each is queued for the PA.
  const seeded = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/cli.mjs'), 'seed-demo'], {
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) {
    await proxied.close();
    process.exit(seeded.status ?? 1);
  }
}

const server = spawn(process.execPath, [join(REPO_ROOT, 'scripts/start.mjs')], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
await proxied.close();
process.exit(code ?? 0);
