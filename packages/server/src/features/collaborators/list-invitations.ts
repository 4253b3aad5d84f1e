import type { InvitationList } from '@conque/domain/collaborators/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { desc } from 'drizzle-orm';
import { collaboratorInvitations } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { toInvitationView } from './collaborator-views';
import { teamScope } from './team-scope';

/** Spec 001 §7 "collaborator_invitations: select": the team's invitations, newest first. */
export const listInvitations = async (deps: Deps, actor: Actor): Promise<InvitationList> => {
  const { invitations } = teamScope(actor);
  const rows = await deps.db
    .select()
    .from(collaboratorInvitations)
    .where(invitations)
    .orderBy(desc(collaboratorInvitations.createdAt), desc(collaboratorInvitations.id));
  const now = deps.now();
  return { items: rows.map((row) => toInvitationView(row, now)), total: rows.length };
};
