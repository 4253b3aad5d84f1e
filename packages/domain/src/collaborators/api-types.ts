import type { Role } from '../permissions/roles';
import type { InvitationDisplayStatus } from './invitation-roles';

/** GET /api/collaborators: a member of the team (spec 001 §3 Profile). */
export type CollaboratorView = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  is_owner: boolean;
  created_at: string;
};

/** GET /api/collaborator-invitations and invite_collaborator's answer (spec 001 §3). */
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

/** GET /api/users (preparators): one account of any establishment. */
export type UserListItem = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  establishment_id: string | null;
  establishment_name: string | null;
  created_at: string;
  /** A verified second factor (a préparateur may reset another préparateur's). */
  mfa_enabled: boolean;
};

/** GET /api/collaborators: the actor's team. */
export type CollaboratorList = { items: CollaboratorView[]; total: number };

/** GET /api/collaborator-invitations: the team's invitations. */
export type InvitationList = { items: InvitationView[]; total: number };
