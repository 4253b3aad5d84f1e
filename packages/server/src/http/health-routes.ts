import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { MIGRATIONS_DIR } from '../db/client';
import type { Deps } from '../kernel/deps';
import type { AppEnv } from './context';
import { loggableError } from './loggable-error';
import { requestLogger } from './request-log';

// Probes for a load balancer or an orchestrator, without authentication: they say only "up" or
// "ready", never why not (the reason goes to the log), so they teach an attacker nothing.
export const healthRoutes = new Hono<AppEnv>();

const CHECK_TIMEOUT_MS = 2000;

const expectedMigrations = (): number =>
  (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

const withTimeout = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} : pas de réponse en ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      ).unref(),
    ),
  ]);

/** The database answers and holds every committed migration; the object store answers. */
export const readiness = async (deps: Deps): Promise<void> => {
  const rows = await withTimeout(
    deps.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
    'base de données',
  );
  const applied = (rows as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
  if (applied < expectedMigrations()) throw new Error(`migrations appliquées : ${applied}`);
  // A lookup of a key that never exists: reachable is all that is asked.
  await withTimeout(deps.storage.exists('order_pdfs', 'readyz-probe'), 'stockage');
};

healthRoutes.get('/healthz', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' });
});

healthRoutes.get('/readyz', async (c) => {
  c.header('Cache-Control', 'no-store');
  // A stopping process (main.ts) says so first, so that the load balancer sends it nothing new.
  if (c.var.deps.lifecycle?.stopping) return c.json({ status: 'not_ready' }, 503);
  try {
    await readiness(c.var.deps);
    return c.json({ status: 'ready' });
  } catch (error) {
    requestLogger(c).error({ err: loggableError(error) }, 'pas prêt');
    return c.json({ status: 'not_ready' }, 503);
  }
});
