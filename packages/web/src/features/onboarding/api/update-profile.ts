import type { profileNamesSchema } from '@conque/domain/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Profile } from '@/api/profile';
import { api } from '@/lib/api-client';
import { completeOnboardingStep } from '../complete-step';

export type ProfileNames = z.output<typeof profileNamesSchema>;

/** PATCH /api/profile (spec 000 §7 "update profiles (first_name, last_name)"). */
export const updateProfile = (names: ProfileNames) =>
  api<Profile>('/profile', { method: 'PATCH', body: names });

export const useUpdateProfile = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // Returned, so the button stays pending until the reloaded profile closes the modal.
    onSuccess: () => completeOnboardingStep(queryClient, userId),
  });
};
