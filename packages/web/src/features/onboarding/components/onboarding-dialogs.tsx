import type { Profile } from '@/api/profile';
import { getOnboardingStep } from '../onboarding-step';
import { EstablishmentSetupDialog } from './establishment-setup-dialog';
import { ProfileCompletionDialog } from './profile-completion-dialog';

/** Spec 000 §4 onboarding: at most one modal at a time, the profile before the establishment. */
export const OnboardingDialogs = ({ profile }: { profile: Profile }) => {
  const step = getOnboardingStep(profile);
  if (step === 'profile')
    return (
      <ProfileCompletionDialog
        userId={profile.id}
        firstName={profile.first_name}
        lastName={profile.last_name}
      />
    );
  if (step === 'establishment') return <EstablishmentSetupDialog userId={profile.id} />;
  return null;
};
