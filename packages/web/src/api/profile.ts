import type { ProfileView } from '@conque/domain/accounts/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export type Profile = ProfileView;

// Shared by the auth pages (redirect when a profile exists) and the dashboard shell.
export const profileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.profile.of(userId),
    queryFn: ({ signal }) => api<Profile>('/profile', { signal }),
    enabled: Boolean(userId),
  });

export const useProfile = () => {
  const { session } = useSession();
  return useQuery(profileQueryOptions(session?.user.id));
};
