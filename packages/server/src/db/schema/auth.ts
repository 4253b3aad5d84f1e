import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Identity tables (DESIGN §3, IDENTITY-PROTOCOL.md). Every token and code is stored as a SHA-256 hash.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  encryptedPassword: text('encrypted_password').notNull(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  confirmationTokenHash: text('confirmation_token_hash').unique(),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  recoveryTokenHash: text('recovery_token_hash').unique(),
  recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amr: jsonb('amr').$type<{ method: string; timestamp: number }[]>().notNull(),
    // Issue 12 item 5: where the session was opened (its browser and address), for the person's
    // list of their devices; null for sessions opened before.
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Moved on at every token refresh: the session's last use, to the hour (access tokens last 1 h).
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

export const flowStates = pgTable(
  'flow_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authCodeHash: text('auth_code_hash').notNull().unique(),
    authenticationMethod: text('authentication_method').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').notNull(),
    authCodeIssuedAt: timestamp('auth_code_issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flow_states_user_id_idx').on(t.userId)],
);

// Fixed-window counters shared by every server process (DESIGN §4: rate limits per IP and per e-mail).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
