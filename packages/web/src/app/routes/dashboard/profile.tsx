import { PageTitle } from '@/components/layouts/page-title';
import { MfaCard } from '@/features/mfa/components/mfa-card';
import { ProfileView } from '@/features/profile/components/profile-view';

// The second factor's card below the profile's own, after the profile card.
export const ProfileRoute = () => (
  <>
    <PageTitle title="Mon Profil" description="Consultez les informations de votre compte." />
    <ProfileView mfaCard={<MfaCard />} />
  </>
);
