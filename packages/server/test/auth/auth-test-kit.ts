import { randomBytes } from 'node:crypto';
import { AuthClient } from '@supabase/auth-js';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  collaboratorInvitations,
  flowStates,
  outbox,
  profiles,
  rateLimits,
  refreshTokens,
  sessions,
  users,
} from '../../src/db/schema/index';
import { TEST_PUBLIC_URL, type TestApp } from '../support/test-app';

// Test helpers for the identity service: the real auth-js client, wired into the app without a socket.

export const AUTH_URL = `${TEST_PUBLIC_URL}/auth/v1`;

export const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

export const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
};

/**
 * An unmodified AuthClient as the web app configures it (PKCE, persisted session), whose fetch calls
 * `app.request`. Each client gets its own storage and, unless told, its own client IP, so the per-IP
 * rate limits of one test do not spill into the next.
 */
export const authClient = (t: TestApp, options: { ip?: string } = {}) => {
  const ip = options.ip ?? randomIp();
  const storage = memoryStorage();
  const client = new AuthClient({
    url: AUTH_URL,
    storageKey: `test-${randomBytes(4).toString('hex')}`,
    flowType: 'pkce',
    storage,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-test-client-ip', ip);
      return t.app.request(String(input), { ...init, headers });
    },
  });
  return { client, storage, ip };
};

export const uniqueEmail = (prefix = 'camille') => `${prefix}-${randomBytes(4).toString('hex')}@example.fr`;

/** The link of the latest mail sent to this address, and the mail itself. */
export const lastMailTo = async (db: Db, to: string) => {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return { mail, link };
};

export const mailCount = async (db: Db, to: string) =>
  (await db.select({ n: count() }).from(outbox).where(eq(outbox.to, to)))[0]?.n ?? 0;

/** Opens an e-mail link as the browser would; returns the 303's target. */
export const clickLink = async (t: TestApp, link: string, ip = randomIp()) => {
  const response = await t.app.request(link, { headers: { 'x-test-client-ip': ip } });
  if (response.status !== 303) throw new Error(`link answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
};

/** Row counts of every table the identity service writes (rate limits aside). */
export const rowCounts = async (db: Db) => {
  const tables = { users, profiles, sessions, refreshTokens, flowStates, outbox, collaboratorInvitations };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    result[name] = (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  }
  return result;
};

export const clearRateLimits = (db: Db) => db.delete(rateLimits);
