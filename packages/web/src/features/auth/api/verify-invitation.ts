import type { VerifyInvitationResponse } from '@conque/domain/accounts/api-types';
import { api } from '@/lib/api-client';

export type VerifyInvitationInput = { email: string; invitationCode: string };

/** POST /api/verify-invitation (spec 000 §7). Only called within the registration flow (register.ts). */
export const verifyInvitation = (body: VerifyInvitationInput) =>
  api<VerifyInvitationResponse>('/verify-invitation', { method: 'POST', body, auth: false });
