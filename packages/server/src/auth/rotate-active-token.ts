import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { hashToken } from '../kernel/secrets';
import { tokenResponse } from './issue-session';
import { factorsOfUser } from './mfa/factors';

/**
 * Each refresh token's successor is derived from it with the server secret. We store only hashes, yet a
 * tab that lost the answer to its last refresh (or raced another tab) can be given the active token
 * again, as GoTrue does (docs/identity-protocol.md §4.5): only the holder of the predecessor can ask.
 */
export const childOf = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`refresh-token:${token}`).digest('base64url');

type Params = { tokenHash: string; childHash: string; now: string };
const param = (name: keyof Params) => sql.placeholder(name);

/**
 * The usual refresh, of an active token, in one statement (one round trip instead of nine):
 * lock the session as the full rotation does, revoke the token if it is still active, add its child,
 * touch the session, and read the user. Built once per database and named on PostgreSQL, which plans
 * it once.
 */
const build = (db: Db) => {
  const locked = db.$with('locked', { id: sessions.id }).as(
    sql`select ${sessions.id} from ${sessions} where ${sessions.id} =
      (select ${refreshTokens.sessionId} from ${refreshTokens} where ${refreshTokens.tokenHash} = ${param('tokenHash')})
      for update`,
  );
  const revoked = db
    .$with('revoked', { sessionId: refreshTokens.sessionId, userId: refreshTokens.userId })
    .as(
      sql`update ${refreshTokens} set revoked = true, revoked_at = ${param('now')}::timestamptz
      from locked where ${refreshTokens.tokenHash} = ${param('tokenHash')} and not ${refreshTokens.revoked}
        and ${refreshTokens.sessionId} = locked.id
      returning ${refreshTokens.sessionId}, ${refreshTokens.userId}`,
    );
  const added = db.$with('added', { id: refreshTokens.id }).as(
    sql`insert into ${refreshTokens} (token_hash, parent_hash, session_id, user_id)
      select ${param('childHash')}, ${param('tokenHash')}, session_id, user_id from revoked returning id`,
  );
  const touched = db.$with('touched', { id: sessions.id, amr: sessions.amr, aal: sessions.aal }).as(
    sql`update ${sessions} set updated_at = ${param('now')}::timestamptz from revoked
      where ${sessions.id} = revoked.session_id returning ${sessions.id}, ${sessions.amr}, ${sessions.aal}`,
  );
  return db
    .with(locked, revoked, added, touched)
    .select({
      user: users,
      session: { id: touched.id, amr: touched.amr, aal: touched.aal },
      // The session's level and the person's factors, in the same statement (§12.8, §12.9).
      factors: factorsOfUser(sql`revoked.user_id`),
    })
    .from(touched)
    .innerJoin(revoked, sql`true`)
    .innerJoin(users, eq(users.id, revoked.userId))
    .prepare('refresh_rotate_active');
};

const statements = new WeakMap<Db, ReturnType<typeof build>>();

/**
 * Rotates an active refresh token: its answer, or undefined when the token is not an active one
 * (unknown, or already rotated: a reuse), which the full rotation then judges under the same lock.
 */
export const rotateActiveToken = async (deps: Deps, token: string) => {
  let statement = statements.get(deps.db);
  if (!statement) {
    statement = build(deps.db);
    statements.set(deps.db, statement);
  }
  const child = childOf(deps.config.jwtSecret, token);
  const params: Params = {
    tokenHash: hashToken(token),
    childHash: hashToken(child),
    now: deps.now().toISOString(),
  };
  const [row] = await statement.execute(params);
  return row ? tokenResponse(deps.config, row.user, row.session, child, row.factors) : undefined;
};
