import {
  API_KEY_SCOPE_LABELS,
  type ApiKeyScope,
  effectiveScopes,
} from '@conque/domain/permissions/api-key-scopes';
import type { Actor } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { NO_CACHE } from '../db/read-cache';
import { apiKeys, profiles } from '../db/schema/index';
import { parseApiKey, secretMatches } from '../features/api-keys/api-key-secret';
import { AppError } from '../http/app-error';
import { clientIp } from '../http/client-ip';
import type { ApiCaller, AppEnv } from '../http/context';
import { createProcessRateLimiter, type ProcessRateLimiter } from '../http/process-rate-limit';
import { type RateLimitRule, resolveRule } from '../http/rate-limit';
import type { Deps } from '../kernel/deps';

/** Who calls /api/v1: the key, and its creator as the permission table's actor. */
// Decision 124: 600 requests a minute per key (a lab's software polling and downloading archives),
// counted in the process and shared through the database once a second (decision 131).
export const API_KEY_RATE_LIMIT: RateLimitRule = { name: 'api_key', limit: 600, windowSeconds: 60 };
const LAST_USE_EVERY_MS = 60_000;

type KeyEntry = {
  id: string;
  name: string;
  secretHash: string;
  scopes: string[];
  createdBy: string;
  creatorRole: Actor['role'];
  establishmentId: string | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  profile: { role: Actor['role']; establishmentId: string | null } | null;
};

/**
 * The key and its creator's profile as they are now, kept in the process cache like sessions
 * and dropped at once on every process when the key is revoked (migration 0026's trigger)
 * or the creator's profile changes or goes (migration 0008's).
 */
const loadKey = (deps: Deps, prefix: string) =>
  (deps.cache ?? NO_CACHE).read<KeyEntry>(
    `api_key_prefix:${prefix}`,
    async () => {
      const [row] = await deps.db
        .select({ key: apiKeys, role: profiles.role, establishmentId: profiles.establishmentId })
        .from(apiKeys)
        .leftJoin(profiles, eq(profiles.id, apiKeys.createdBy))
        .where(eq(apiKeys.prefix, prefix))
        .limit(1);
      if (!row) return undefined;
      const { key } = row;
      return {
        ...key,
        profile: row.role ? { role: row.role, establishmentId: row.establishmentId } : null,
      };
    },
    (entry) => [`api_key:${entry.id}`, `user:${entry.createdBy}`],
  );

/** The caller a key stands for, or undefined: unknown, wrong secret, revoked, expired, or its creator changed. */
export const apiCallerOf = async (deps: Deps, header: string | undefined): Promise<ApiCaller | undefined> => {
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const presented = token ? parseApiKey(token) : undefined;
  if (!presented) return undefined;
  const key = await loadKey(deps, presented.prefix);
  if (!key || !secretMatches(presented.secret, key.secretHash)) return undefined;
  if (key.revokedAt || (key.expiresAt && key.expiresAt <= deps.now())) return undefined;
  const { profile } = key;
  // The key stops working once its creator loses the role it was made under, or the establishment.
  if (!profile || profile.role !== key.creatorRole) return undefined;
  if (profile.role !== 'preparator' && profile.establishmentId !== key.establishmentId) return undefined;
  const scopes = effectiveScopes(key.scopes, profile.role);
  if (scopes.length === 0) return undefined;
  return {
    keyId: key.id,
    keyName: key.name,
    // The creator acts, through this key: what it changes is recorded « via l'API » with its name.
    actor: {
      id: key.createdBy,
      role: profile.role,
      establishmentId: profile.establishmentId,
      apiKey: { id: key.id, name: key.name },
    },
    scopes,
  };
};

// At most one write a minute per key and process; the statement's own condition keeps the other
// processes from writing it again within the minute.
const lastWritten = new Map<string, number>();
const touchLastUse = async (deps: Deps, keyId: string, address: string) => {
  const now = deps.now();
  if (now.getTime() - (lastWritten.get(keyId) ?? 0) < LAST_USE_EVERY_MS) return;
  lastWritten.set(keyId, now.getTime());
  await deps.db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedAddress: address })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USE_EVERY_MS))),
      ),
    );
};

// One limiter per database (a process has one; a test file, one per app).
const limiters = new WeakMap<Deps['db'], ProcessRateLimiter>();
const limitKey = (deps: Deps, keyId: string) => {
  let limiter = limiters.get(deps.db);
  if (!limiter) {
    limiter = createProcessRateLimiter(deps.db, resolveRule(deps.config, API_KEY_RATE_LIMIT));
    limiters.set(deps.db, limiter);
  }
  return limiter.hit(keyId, deps.now());
};

export const API_KEY_UNAUTHORIZED = "Clé d'API absente, invalide, expirée ou révoquée.";

/**
 * Every /api/v1 route: a key only (decision 124: a session's token is refused there), rate-limited
 * per key; the key's last use recorded. The scope each route needs is `requireScope`'s.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const caller = await apiCallerOf(c.var.deps, c.req.header('authorization'));
  if (!caller) throw new AppError('unauthorized', API_KEY_UNAUTHORIZED);
  await limitKey(c.var.deps, caller.keyId);
  await touchLastUse(c.var.deps, caller.keyId, clientIp(c));
  c.set('apiCaller', caller);
  await next();
});

export const requireScope = (scope: ApiKeyScope) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.apiCaller.scopes.includes(scope))
      throw AppError.forbidden(
        `${MESSAGES.forbidden} Cette clé n'a pas le droit « ${API_KEY_SCOPE_LABELS[scope]} ».`,
      );
    await next();
  });
