import type { InvitationList } from '@conque/domain/collaborators/api-types';
import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/collaborator-invitations: the team's invitations, newest first (spec 001 §7). */
export const getInvitations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<InvitationList>('/collaborator-invitations', { signal });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.collaborators.invitations,
    queryFn: ({ signal }) => getInvitations({ signal }),
    meta: { errorMessage: COLLABORATOR_MESSAGES.loadFailed },
  });

export const useInvitations = () => useQuery(invitationsQueryOptions());
