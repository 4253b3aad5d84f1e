import type { CollaboratorView } from '@conque/domain/collaborators/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/collaborators: the team's active members (spec 001 §2). */
export const getCollaborators = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<{ items: CollaboratorView[]; total: number }>('/collaborators', { signal });

export const collaboratorsQueryOptions = () =>
  queryOptions({
    queryKey: ['collaborators', 'members'],
    queryFn: ({ signal }) => getCollaborators({ signal }),
  });

export const useCollaborators = () => useQuery(collaboratorsQueryOptions());
