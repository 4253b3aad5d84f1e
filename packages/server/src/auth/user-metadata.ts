import type { Role } from '@conque/domain/permissions/roles';

/**
 * Spec 000 §3's user metadata, always decided by the server (docs/design.md §4: roles never come
 * from the client).
 */
export type SignupMetadata = {
  role: Role;
  establishment_id: string | null;
  first_name: string | null;
  last_name: string | null;
  invitation_id: string | null;
};

export type InvitationGrant = {
  id: string;
  role: Role;
  establishmentId: string | null;
  firstName: string;
  lastName: string;
};

/** Self-registration makes a manager without an establishment; an invitation gives its own values. */
export const signupMetadata = (invitation: InvitationGrant | undefined): SignupMetadata =>
  invitation
    ? {
        role: invitation.role,
        establishment_id: invitation.establishmentId,
        first_name: invitation.firstName,
        last_name: invitation.lastName,
        invitation_id: invitation.id,
      }
    : { role: 'manager', establishment_id: null, first_name: null, last_name: null, invitation_id: null };

// Keys the client may never set through PUT /user: the profile table is the source of truth for role and
// establishment, and the /api endpoints that change them write the metadata themselves.
const SERVER_KEYS = new Set(['role', 'establishment_id', 'invitation_id', 'email_verified']);

/** GoTrue's PUT /user `data`: a shallow merge where null deletes a key; server-owned keys are ignored. */
export const mergeClientMetadata = (
  current: Record<string, unknown>,
  data: Record<string, unknown>,
): Record<string, unknown> => {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(data)) {
    if (SERVER_KEYS.has(key)) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
};

// Bounds of what a client may keep in its metadata: it travels in every access token, so it stays small
// (a deep or huge value once made every refresh of its user fail, locking them out).
export const CLIENT_METADATA_LIMITS = { keys: 20, depth: 3, bytes: 2048 } as const;

const depthExceeds = (value: unknown, limit: number): boolean => {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  return Object.values(value).some((item) => depthExceeds(item, limit - 1));
};

/** Why the client's metadata is refused, in French, or undefined when it is within the bounds. */
export const clientMetadataProblem = (data: Record<string, unknown>): string | undefined => {
  if (Object.keys(data).length > CLIENT_METADATA_LIMITS.keys) {
    return `Les métadonnées ne peuvent pas contenir plus de ${CLIENT_METADATA_LIMITS.keys} clés.`;
  }
  if (depthExceeds(data, CLIENT_METADATA_LIMITS.depth)) {
    return `Les métadonnées ne peuvent pas être imbriquées sur plus de ${CLIENT_METADATA_LIMITS.depth} niveaux.`;
  }
  if (Buffer.byteLength(JSON.stringify(data)) > CLIENT_METADATA_LIMITS.bytes) {
    return `Les métadonnées ne peuvent pas dépasser ${CLIENT_METADATA_LIMITS.bytes} octets.`;
  }
  return undefined;
};
