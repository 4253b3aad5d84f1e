import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The address a trusted proxy saw, from X-Forwarded-For: each of the `hops` proxies appends the
 * address it received from, so the client's is the `hops`-th from the right. Entries further left are
 * the client's own words (anyone can send the header) and are never used.
 */
export const forwardedClientIp = (header: string | undefined, hops: number): string | undefined => {
  if (!header || hops < 1) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
};

/** The caller's address, for rate limits. X-Forwarded-For is read only behind configured proxies. */
export const clientIp = (c: Context<AppEnv>): string => {
  const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'), c.var.deps.config.trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return c.req.header('x-test-client-ip') ?? 'local';
  }
};
