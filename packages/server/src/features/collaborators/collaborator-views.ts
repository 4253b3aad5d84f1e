import {
  type InvitationDisplayStatus,
  invitationDisplayStatus,
} from '@conque/domain/collaborators/invitation-roles';
import type { Role } from '@conque/domain/permissions/roles';
import type { collaboratorInvitations, profiles } from '../../db/schema/index';

export type CollaboratorView = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  is_owner: boolean;
  created_at: string;
};

export type InvitationView = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  establishment_id: string | null;
  status: InvitationDisplayStatus;
  invitation_code: string;
  created_at: string;
  expires_at: string;
};

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
