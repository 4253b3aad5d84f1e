import { MESSAGES } from '@conque/domain/shared/messages';
import { useProfile } from '@/api/profile';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { ProfileCard } from './profile-card';

/** Spec 000 §2: 'Utilisateur non connecté' without a user, 'Profil non disponible' without a profile. */
export const ProfileView = () => {
  const { session } = useSession();
  const profile = useProfile();
  if (!session) return <Alert variant="destructive">{MESSAGES.userNotSignedIn}</Alert>;
  if (profile.isPending) return <Spinner />;
  if (!profile.data) return <Alert variant="destructive">{MESSAGES.profileUnavailable}</Alert>;
  return <ProfileCard profile={profile.data} />;
};
