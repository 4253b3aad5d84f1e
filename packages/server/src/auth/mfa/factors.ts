import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mfaFactors } from '../../db/schema/index';

/** What a factor shows of itself: never its secret (docs/identity-protocol.md §12.9). */
export type FactorSummary = {
  id: string;
  status: 'unverified' | 'verified';
  friendlyName: string;
  factorType: 'totp';
  // Dates, or their JSON text when read through factorsOfUser below.
  createdAt: Date | string;
  updatedAt: Date | string;
  lastChallengedAt: Date | string | null;
};

const iso = (date: Date | string) => new Date(date).toISOString();

/** GoTrue's factor object inside `user.factors`: `friendly_name` omitted when empty, `phone` always. */
export const factorJson = (factor: FactorSummary) => ({
  id: factor.id,
  created_at: iso(factor.createdAt),
  updated_at: iso(factor.updatedAt),
  status: factor.status,
  ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
  factor_type: factor.factorType,
  phone: '',
  last_challenged_at: factor.lastChallengedAt === null ? null : iso(factor.lastChallengedAt),
});

const SUMMARY = {
  id: mfaFactors.id,
  status: mfaFactors.status,
  friendlyName: mfaFactors.friendlyName,
  factorType: mfaFactors.factorType,
  createdAt: mfaFactors.createdAt,
  updatedAt: mfaFactors.updatedAt,
  lastChallengedAt: mfaFactors.lastChallengedAt,
};

/** A person's factors, verified and not, oldest first: every user JSON and token response lists them. */
export const loadFactors = (db: Executor, userId: string): Promise<FactorSummary[]> =>
  db.select(SUMMARY).from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt));

/**
 * The same list as a subquery, for the one-statement token refresh (auth/rotate-active-token.ts): a
 * JSON array whose dates are text.
 */
export const factorsOfUser = (userId: unknown) =>
  sql<FactorSummary[]>`(select coalesce(json_agg(json_build_object(
      'id', f.id, 'status', f.status, 'friendlyName', f.friendly_name, 'factorType', f.factor_type,
      'createdAt', f.created_at, 'updatedAt', f.updated_at, 'lastChallengedAt', f.last_challenged_at
    ) order by f.created_at), '[]'::json) from ${mfaFactors} f where f.user_id = ${userId})`;

export const hasVerifiedFactor = async (db: Executor, userId: string): Promise<boolean> =>
  (
    await db
      .select({ id: mfaFactors.id })
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'verified')))
      .limit(1)
  ).length > 0;

/** GoTrue's insufficient_aal refusals (§12.8), in French. */
export const MFA_AAL_MESSAGES = {
  updatePassword:
    "Saisissez d'abord le code de votre application d'authentification pour changer le mot de passe.",
  enrollAnother: "Saisissez d'abord le code de votre facteur actuel pour en ajouter un autre.",
  unenrollVerified:
    "Saisissez d'abord le code de votre application d'authentification pour désactiver ce facteur.",
};
