import type { Role } from '@conque/domain/permissions/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

export type Establishment = {
  id: string;
  name: string;
  siret: string;
  billing_street_address: string;
  billing_postal_code: string;
  billing_city: string;
};

export type Profile = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  establishment_id: string | null;
  is_owner: boolean;
  created_at: string;
  establishment: Establishment | null;
};

// Shared by the auth pages (redirect when a profile exists) and the dashboard shell.
export const profileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => api<Profile>('/profile', { signal }),
    enabled: Boolean(userId),
  });

export const useProfile = () => {
  const { session } = useSession();
  return useQuery(profileQueryOptions(session?.user.id));
};
