import type { users } from '../db/schema/index';
import { type FactorSummary, factorJson } from './mfa/factors';

type UserRow = typeof users.$inferSelect;

const iso = (date: Date | null | undefined) => date?.toISOString();

/**
 * The GoTrue user shape that auth-js expects (docs/identity-protocol.md §3.1), with its second factors
 * (§12.9): `factors` is omitted when there is none, and must be in every token response, or auth-js
 * never learns that the code is to be asked.
 */
export const toUserJson = (user: UserRow, factors: FactorSummary[] = []) => ({
  id: user.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: user.email,
  phone: '',
  email_confirmed_at: iso(user.emailConfirmedAt),
  confirmed_at: iso(user.emailConfirmedAt),
  confirmation_sent_at: iso(user.confirmationSentAt),
  recovery_sent_at: iso(user.recoverySentAt),
  last_sign_in_at: iso(user.lastSignInAt),
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: user.userMetadata,
  identities: [
    {
      identity_id: user.id,
      id: user.id,
      user_id: user.id,
      identity_data: { sub: user.id, email: user.email, email_verified: Boolean(user.emailConfirmedAt) },
      provider: 'email',
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      email: user.email,
    },
  ],
  created_at: user.createdAt.toISOString(),
  updated_at: user.updatedAt.toISOString(),
  ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  is_anonymous: false,
});
