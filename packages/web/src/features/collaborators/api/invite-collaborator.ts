import type { InvitationView } from '@conque/domain/collaborators/api-types';
import type { InviteCollaboratorInput } from '@conque/domain/collaborators/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationsQueryOptions } from './get-invitations';
import { sendInvitationEmail } from './send-invitation-email';

/**
 * Spec 001 §7: invite_collaborator, then send-invitation-email. The invitation stands even when the
 * mail call fails (spec 001 §8 warning), so the answer says whether the mail left.
 */
export const inviteCollaborator = async (input: InviteCollaboratorInput) => {
  const invitation = await api<InvitationView>('/rpc/invite_collaborator', { method: 'POST', body: input });
  try {
    await sendInvitationEmail({ email: invitation.email, invitationCode: invitation.invitation_code });
    return { invitation, emailSent: true };
  } catch {
    return { invitation, emailSent: false };
  }
};

export const useInviteCollaborator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCollaborator,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryOptions().queryKey }),
  });
};
