import type { Session } from '@supabase/auth-js';

type Level = 'aal1' | 'aal2' | null;

const claimsOf = (accessToken: string): { aal?: Level } => {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: Level };
  } catch {
    return {};
  }
};

/**
 * The session's level and the level it can reach, read as auth-js's
 * `mfa.getAuthenticatorAssuranceLevel()` reads them (docs/identity-protocol.md §12.9): the token's `aal`
 * claim, and `aal2` as soon as the stored user has a verified factor. Synchronous, so that the
 * dashboard's guard and the sign-in decide in the render that has the session.
 */
export const assuranceLevel = (session: Session): { current: Level; next: Level } => {
  const current = claimsOf(session.access_token).aal ?? null;
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return { current, next: verified ? 'aal2' : current };
};

/** The password was typed, the code of a verified factor not yet: the next step is the code. */
export const needsSecondFactorCode = (session: Session): boolean => {
  const { current, next } = assuranceLevel(session);
  return current !== 'aal2' && next === 'aal2';
};

/** The verified TOTP factor the code is asked for (the first, as auth-js lists them). */
export const verifiedTotpFactor = (session: Session) =>
  session.user.factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified');
