import type { Role } from '../permissions/roles';

/**
 * Spec 001 §6 and docs/design.md §4 "invite": a manager invites users or managers into its own
 * establishment; a preparator invites preparators only (without an establishment).
 */
export const invitationRolesFor = (inviter: Role): Role[] => {
  if (inviter === 'manager') return ['user', 'manager'];
  if (inviter === 'preparator') return ['preparator'];
  return [];
};

export const INVITATION_STATUS_LABELS = {
  pending: 'En attente',
  accepted: 'Acceptée',
  rejected: 'Refusée',
  expired: 'Expirée',
} as const;
export type InvitationDisplayStatus = keyof typeof INVITATION_STATUS_LABELS;

/** A pending invitation past its date can no longer be used: it is shown as expired. */
export const invitationDisplayStatus = (
  status: 'pending' | 'accepted' | 'rejected',
  expiresAt: Date,
  now: Date,
): InvitationDisplayStatus => (status === 'pending' && expiresAt <= now ? 'expired' : status);
