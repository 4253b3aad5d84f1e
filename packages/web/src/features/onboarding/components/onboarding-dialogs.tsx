import { lazy, Suspense } from 'react';
import type { Profile } from '@/api/profile';
import { getOnboardingStep } from '../onboarding-step';

// Decision 78: the dialogs, their forms, react-hook-form and zod are fetched only by a user who has a
// step left, not before every signed-in user's first list.
const ProfileCompletionDialog = lazy(async () => ({
  default: (await import('./profile-completion-dialog')).ProfileCompletionDialog,
}));
const EstablishmentSetupDialog = lazy(async () => ({
  default: (await import('./establishment-setup-dialog')).EstablishmentSetupDialog,
}));

/** Spec 000 §4 onboarding: at most one modal at a time, the profile before the establishment. */
export const OnboardingDialogs = ({ profile }: { profile: Profile }) => {
  const step = getOnboardingStep(profile);
  if (step === null) return null;
  return (
    <Suspense fallback={null}>
      {step === 'profile' ? (
        <ProfileCompletionDialog
          userId={profile.id}
          firstName={profile.first_name}
          lastName={profile.last_name}
        />
      ) : (
        <EstablishmentSetupDialog userId={profile.id} />
      )}
    </Suspense>
  );
};
