import type { CreateUserProfileResponse } from '@conque/domain/accounts/api-types';
import type { Role } from '@conque/domain/permissions/roles';
import { api } from '@/lib/api-client';

export type CreateUserProfileInput = {
  userId: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  establishmentId: string | null;
};

/**
 * POST /api/create-user-profile (spec 000 §7). Sent without a token: the account is not confirmed
 * yet, so there is no session; the server takes role and establishment from its own records.
 */
export const createUserProfile = (body: CreateUserProfileInput) =>
  api<CreateUserProfileResponse>('/create-user-profile', { method: 'POST', body, auth: false });
