import type { SendInvitationEmailInput } from '@conque/domain/collaborators/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/send-invitation-email (spec 001 §7): the server mails the invitation it finds. */
export const sendInvitationEmail = (input: SendInvitationEmailInput) =>
  api<{ success: true }>('/send-invitation-email', { method: 'POST', body: input });

export const useSendInvitationEmail = () => useMutation({ mutationFn: sendInvitationEmail });
