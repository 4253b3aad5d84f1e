import type { Role } from '@conque/domain/permissions/roles';

/** Spec 000 §3's user metadata, always decided by the server (DESIGN §4: roles never come from the client). */
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
