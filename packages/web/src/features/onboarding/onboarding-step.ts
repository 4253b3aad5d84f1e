import type { Role } from '@conque/domain/permissions/roles';

export type OnboardingStep = 'profile' | 'establishment' | null;

type OnboardingProfile = {
  role: Role;
  first_name: string | null;
  last_name: string | null;
  establishment_id: string | null;
};

const isMissing = (value: string | null) => !value?.trim();

/**
 * Spec 000 §4: the profile modal first, then the establishment modal for a manager without one.
 * docs/design.md §5.4 settles the spec's two readings: the profile modal shows when either name is missing.
 */
export const getOnboardingStep = (profile: OnboardingProfile): OnboardingStep => {
  if (isMissing(profile.first_name) || isMissing(profile.last_name)) return 'profile';
  if (profile.role === 'manager' && !profile.establishment_id) return 'establishment';
  return null;
};
