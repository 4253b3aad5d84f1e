import type { InvitationView } from '@conque/domain/collaborators/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/collaborator-invitations: the team's invitations, newest first (spec 001 §7). */
export const getInvitations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<{ items: InvitationView[]; total: number }>('/collaborator-invitations', { signal });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: ['collaborators', 'invitations'],
    queryFn: ({ signal }) => getInvitations({ signal }),
  });

export const useInvitations = () => useQuery(invitationsQueryOptions());
