import { PageTitle } from '@/components/layouts/page-title';
import { ProfileView } from '@/features/profile/components/profile-view';

export const ProfileRoute = () => (
  <>
    <PageTitle title="Mon Profil" description="Consultez les informations de votre compte." />
    <ProfileView />
  </>
);
