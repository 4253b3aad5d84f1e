import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Identity tables (docs/design.md §3, docs/identity-protocol.md). Every token and code is stored as a
// SHA-256 hash.
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

// Second factors (TOTP), as GoTrue keeps them (docs/identity-protocol.md §12.12). The
// secret is encrypted with the configuration's key (auth/mfa/secret-box.ts) and never leaves the
// server after enrolment; `last_used_step` is the time step of the last code accepted, so that a
// code is used once (RFC 6238 §5.2).
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factorType: text('factor_type').$type<'totp'>().notNull().default('totp'),
    status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    friendlyName: text('friendly_name').notNull().default(''),
    secret: text('secret').notNull(),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
  },
  (t) => [index('mfa_factors_user_id_idx').on(t.userId)],
);

/** A challenge ties one verification to a client address and five minutes (§12.3); it holds no secret. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('mfa_challenges_factor_id_idx').on(t.factorId)],
);

/** Ten single-use codes per verified factor, stored hashed, gone with their factor. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_recovery_codes_factor_id_idx').on(t.factorId)],
);

export type AmrEntry = { method: string; timestamp: number };

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Newest first (§12.8): the claim `amr` of every access token of the session.
    amr: jsonb('amr').$type<AmrEntry[]>().notNull(),
    // `aal2` once a second factor was verified in this session (§12.8), with that factor.
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    factorId: uuid('factor_id').references(() => mfaFactors.id, { onDelete: 'set null' }),
    // Where the session was opened (its browser and address), for the person's
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

// Fixed-window counters shared by every server process (docs/design.md §4: rate limits per IP and
// per e-mail).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Each reset of a person's second factor, by a préparateur or the command line. */
export const mfaResets = pgTable(
  'mfa_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null: the command line (cli reset-mfa), or a préparateur since deleted.
    resetBy: uuid('reset_by').references(() => users.id, { onDelete: 'set null' }),
    via: text('via').$type<'preparator' | 'cli'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_resets_user_id_idx').on(t.userId)],
);

/**
 * Each sign-in of an account, and each failed attempt on it (a wrong password, a
 * wrong second-factor code), for the person's « Historique des connexions »; an attempt on an unknown
 * e-mail has no account and is not kept. Pruned after 90 days (the daily pruning).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    succeeded: boolean('succeeded').notNull(),
    // A code was asked (a failed code) or the session reached aal2 (set by the verification).
    secondFactor: boolean('second_factor').notNull().default(false),
    // The session a success opened, so that its second factor marks this row; null for a failure.
    sessionId: uuid('session_id'),
    userAgent: text('user_agent'),
    ip: text('ip').notNull(),
    // This sign-in sent « Nouvelle connexion » (decision 110): another new browser of the same kind
    // at the same address minutes later sends none.
    newDeviceMail: boolean('new_device_mail').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('sign_in_attempts_created_at_idx').on(t.createdAt),
    index('sign_in_attempts_session_id_idx').on(t.sessionId),
  ],
);

/**
 * The browsers an account signed in from, known by the device id of their signed
 * cookie (auth/device-cookie.ts), stored as its SHA-256 hash; a sign-in from any other sends the
 * « Nouvelle connexion » mail.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deviceHash] }),
    index('known_devices_last_seen_at_idx').on(t.lastSeenAt),
  ],
);
