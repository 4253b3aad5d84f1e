import type { SignInView } from '@conque/domain/accounts/sign-in-history';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const SIGN_IN_HISTORY_LOAD_FAILED = 'Impossible de charger l’historique de vos connexions';

/** GET /api/profile/sign-in-history: the person's last 30 sign-ins and failed attempts. */
export const useSignInHistory = () =>
  useQuery({
    queryKey: queryKeys.signInHistory,
    queryFn: ({ signal }) => api<SignInView[]>('/profile/sign-in-history', { signal }),
    meta: { errorMessage: SIGN_IN_HISTORY_LOAD_FAILED },
  });
