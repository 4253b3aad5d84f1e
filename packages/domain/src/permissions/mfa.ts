import type { Role } from './roles';

// The second factor (TOTP) and the assurance level of a session, as the identity
// protocol names them (docs/identity-protocol.md §12.8): `aal1` after a password, `aal2` once a code (or
// a recovery code) was verified in that session. The one place that says who must use it and what
// an `aal1` session may do; the server applies it to every /api call (http/require-user.ts), the
// live stream included, and the web app reads the same answers.

export const AALS = ['aal1', 'aal2'] as const;
export type Aal = (typeof AALS)[number];

/** Which roles must use a second factor: a setting (MFA_REQUIRED_ROLES), préparateurs by default. */
export type MfaPolicy = { requiredRoles: readonly Role[] };
export const DEFAULT_MFA_REQUIRED_ROLES: readonly Role[] = ['preparator'];

export type MfaSubject = {
  role: Role;
  /** The session's level, as the server keeps it (never the client's claim). */
  aal: Aal;
  hasVerifiedFactor: boolean;
  /** A manager required it of every member of the establishment (never of a préparateur: none has one). */
  establishmentRequiresMfa: boolean;
};

/** Why a second factor is required of this person: its role (the setting), its establishment, or not. */
export const mfaRequirement = (
  subject: Pick<MfaSubject, 'role' | 'establishmentRequiresMfa'>,
  policy: MfaPolicy,
): 'role' | 'establishment' | null => {
  if (policy.requiredRoles.includes(subject.role)) return 'role';
  if (subject.establishmentRequiresMfa) return 'establishment';
  return null;
};

export type MfaAccess = 'allowed' | 'enrolment_required' | 'verification_required';

/**
 * What a session may do with the product API. An `aal2` session, everything its role allows. An
 * `aal1` session of a person with a verified factor, nothing until the code is typed (the password
 * alone is not enough once a factor exists, whether it was required or chosen). An `aal1` session of
 * a person required to have one and without it, nothing until it is enrolled. Anyone else, as before.
 */
export const mfaAccess = (subject: MfaSubject, policy: MfaPolicy): MfaAccess => {
  if (subject.aal === 'aal2') return 'allowed';
  if (subject.hasVerifiedFactor) return 'verification_required';
  return mfaRequirement(subject, policy) ? 'enrolment_required' : 'allowed';
};
