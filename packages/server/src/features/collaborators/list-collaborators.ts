import type { CollaboratorList } from '@conque/domain/collaborators/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { asc, desc } from 'drizzle-orm';
import { profiles } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { toCollaboratorView } from './collaborator-views';
import { teamScope } from './team-scope';

/** Spec 001 §2 "Active members": the owner first, then by name. */
export const listCollaborators = async (deps: Deps, actor: Actor): Promise<CollaboratorList> => {
  const { members } = teamScope(actor);
  const rows = await deps.db
    .select()
    .from(profiles)
    .where(members)
    .orderBy(desc(profiles.isOwner), asc(profiles.lastName), asc(profiles.firstName), asc(profiles.email));
  return { items: rows.map(toCollaboratorView), total: rows.length };
};
