import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getAuthClient } from '@/lib/auth-client';

// Spec 000 §8: a failed sign-out is only logged. auth-js keeps the session when the server call fails,
// so the fallback clears it on this device: leaving must never depend on the network.
const signOut = async () => {
  try {
    const { error } = await getAuthClient().signOut();
    if (!error) return;
    console.warn('Déconnexion : échec côté serveur', error);
  } catch (error) {
    console.warn('Déconnexion : échec côté serveur', error);
  }
  try {
    await getAuthClient().signOut({ scope: 'local' });
  } catch (error) {
    console.warn('Déconnexion locale : échec', error);
  }
};

export const useSignOut = () => {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => navigate(paths.login, { replace: true }),
  });
};
