import type { CollaboratorView, InvitationView } from '@conque/domain/collaborators/api-types';
import { invitationDisplayStatus } from '@conque/domain/collaborators/invitation-roles';
import type { collaboratorInvitations, profiles } from '../../db/schema/index';

export const toCollaboratorView = (row: typeof profiles.$inferSelect): CollaboratorView => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role,
  is_owner: row.isOwner,
  created_at: row.createdAt.toISOString(),
});

export const toInvitationView = (
  row: typeof collaboratorInvitations.$inferSelect,
  now: Date,
): InvitationView => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role,
  establishment_id: row.establishmentId,
  status: invitationDisplayStatus(row.status, row.expiresAt, now),
  invitation_code: row.invitationCode,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});
