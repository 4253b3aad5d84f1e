import { Navigate } from 'react-router';
import { useProfile } from '@/api/profile';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Spec 000 §2 and §6: /register and /forgot-password send a signed-in user to the dashboard;
 * /login does so only once the profile exists too (requireProfile), so an account whose profile
 * failed to load can still reach the sign-in form. The history entry is replaced.
 */
export const RedirectIfSignedIn = ({ requireProfile = false }: { requireProfile?: boolean }) => {
  const { session } = useSession();
  const profile = useProfile();
  if (!session) return null;
  if (requireProfile && !profile.data) return null;
  return <Navigate to={paths.dashboard} replace />;
};
