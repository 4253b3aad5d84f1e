import type { CollaboratorList } from '@conque/domain/collaborators/api-types';
import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/collaborators: the team's active members (spec 001 §2). */
export const getCollaborators = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<CollaboratorList>('/collaborators', { signal });

export const collaboratorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.collaborators.members,
    queryFn: ({ signal }) => getCollaborators({ signal }),
    meta: { errorMessage: COLLABORATOR_MESSAGES.loadFailed },
  });

export const useCollaborators = () => useQuery(collaboratorsQueryOptions());
