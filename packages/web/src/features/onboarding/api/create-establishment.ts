import type { EstablishmentView as Establishment } from '@conque/domain/accounts/api-types';
import type { EstablishmentInput } from '@conque/domain/accounts/schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { completeOnboardingStep } from '../complete-step';

// Spec 000 §8: PostgreSQL's unique-violation code, kept by the API for a duplicate SIRET.
const SIRET_DUPLICATE_CODE = '23505';

/** A 2xx answer without the created establishment (spec 000 §8 "No result"). */
export class EstablishmentNoResultError extends Error {
  constructor() {
    super(MESSAGES.establishmentNoResult);
  }
}

/** POST /api/rpc/create_establishment (spec 000 §7), for the current user. */
export const createEstablishment = async ({
  userId,
  input,
}: {
  userId: string;
  input: EstablishmentInput;
}) => {
  const created = await api<Establishment | null>('/rpc/create_establishment', {
    method: 'POST',
    body: {
      p_name: input.name,
      p_siret: input.siret,
      p_billing_street_address: input.billing_street_address,
      p_billing_postal_code: input.billing_postal_code,
      p_billing_city: input.billing_city,
      p_user_id: userId,
    },
  });
  if (!created?.id) throw new EstablishmentNoResultError();
  return created;
};

type DuplicateBody = { error?: { existing_name?: string | null } };

/** Spec 000 §8: the French message for a failed creation. */
export const establishmentErrorMessage = (error: unknown): string => {
  if (error instanceof EstablishmentNoResultError) return error.message;
  if (error instanceof ApiError && error.code === SIRET_DUPLICATE_CODE) {
    // The server already words it (with the existing name); rebuilt only if it did not.
    if (error.message.startsWith(MESSAGES.siretDuplicate)) return error.message;
    const name = (error.body as DuplicateBody | undefined)?.error?.existing_name;
    return `${MESSAGES.siretDuplicate}${name ? ` (${name})` : ''}. ${MESSAGES.contactManager}`;
  }
  return MESSAGES.establishmentCreateFailed;
};

export const useCreateEstablishment = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EstablishmentInput) => createEstablishment({ userId, input }),
    onSuccess: () => completeOnboardingStep(queryClient, userId),
  });
};
