import { enforceRateLimits, type RateLimitCheck, type RateLimitRule } from '../http/rate-limit';
import type { Deps } from '../kernel/deps';

const MINUTES = 60;
const HOUR = 3600;

/**
 * docs/design.md §4: sign-up, sign-in, reset and link verification are limited per IP and per e-mail. Per-IP
 * limits leave room for a practice whose staff share one address; per-e-mail limits stop guessing one
 * account's password. Names are the keys of Config.rateLimits overrides (docs/decisions/0008-rate-limits.md).
 */
export const AUTH_RATE_LIMITS = {
  signInIp: { name: 'auth.sign-in.ip', limit: 30, windowSeconds: 15 * MINUTES },
  signInEmail: { name: 'auth.sign-in.email', limit: 10, windowSeconds: 15 * MINUTES },
  signUpIp: { name: 'auth.sign-up.ip', limit: 10, windowSeconds: HOUR },
  signUpEmail: { name: 'auth.sign-up.email', limit: 5, windowSeconds: HOUR },
  recoverIp: { name: 'auth.recover.ip', limit: 10, windowSeconds: HOUR },
  recoverEmail: { name: 'auth.recover.email', limit: 5, windowSeconds: HOUR },
  // Links carry no e-mail, and their tokens are 256-bit random: an IP limit is what makes sense here.
  verifyIp: { name: 'auth.verify.ip', limit: 30, windowSeconds: 15 * MINUTES },
  // Second-factor challenges and verifications per IP (GoTrue's 15 a minute with
  // bursts of 30, as a fixed window), and verifications per person: a 6-digit code accepted in three
  // steps is guessed once in 333 333 tries, so ten tries per quarter of an hour make that years.
  mfaIp: { name: 'auth.mfa.ip', limit: 30, windowSeconds: MINUTES },
  mfaUser: { name: 'auth.mfa.user', limit: 10, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, RateLimitRule>;

type Kind = 'signIn' | 'signUp' | 'recover';

/** Counts one call of this kind for the IP, then for the e-mail; 429 at the first limit passed. */
export const limitByIpAndEmail = (deps: Deps, kind: Kind, ip: string, email: string) => {
  const checks: RateLimitCheck[] = [
    { rule: AUTH_RATE_LIMITS[`${kind}Ip`], subject: ip },
    { rule: AUTH_RATE_LIMITS[`${kind}Email`], subject: email },
  ];
  return enforceRateLimits(deps, checks);
};

export const limitVerify = (deps: Deps, ip: string) =>
  enforceRateLimits(deps, [{ rule: AUTH_RATE_LIMITS.verifyIp, subject: ip }]);

export const limitMfaChallenge = (deps: Deps, ip: string) =>
  enforceRateLimits(deps, [{ rule: AUTH_RATE_LIMITS.mfaIp, subject: ip }]);

export const limitMfaVerify = (deps: Deps, ip: string, userId: string) =>
  enforceRateLimits(deps, [
    { rule: AUTH_RATE_LIMITS.mfaIp, subject: ip },
    { rule: AUTH_RATE_LIMITS.mfaUser, subject: userId },
  ]);
