import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/profile';
import { getAuthClient } from '@/lib/auth-client';

/**
 * Spec 000 §2 and §4: after either modal, the session is refreshed (its metadata now carries the names
 * or establishment_id) and the profile reloaded, which closes the modal or opens the next one.
 * The change is saved by then, so a failed refresh is only logged: auth-js refreshes again on its tick.
 */
export const completeOnboardingStep = async (queryClient: QueryClient, userId: string) => {
  try {
    const { error } = await getAuthClient().refreshSession();
    if (error) console.warn('Rafraîchissement de la session : échec', error);
  } catch (error) {
    console.warn('Rafraîchissement de la session : échec', error);
  }
  await queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey });
};
