import type { UserListItem } from '@conque/domain/collaborators/api-types';
import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import type { Page } from '@conque/domain/shared/list-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type UsersPage = Page<UserListItem>;
export type UsersQuery = { search: string; page: number };

/** GET /api/users (preparators): every account, searched, 10 a page (spec 001 §2). */
export const getUsers = async (query: UsersQuery, { signal }: { signal?: AbortSignal } = {}) => {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.search) params.set('search', query.search);
  const answer = await api<UsersPage>(`/users?${params}`, { signal });
  // Spec 001 §8: a list without its count is an error.
  if (typeof answer?.total !== 'number') throw new Error(COLLABORATOR_MESSAGES.usersLoadFailed);
  return answer;
};

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) => getUsers(query, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: COLLABORATOR_MESSAGES.usersLoadFailed },
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
