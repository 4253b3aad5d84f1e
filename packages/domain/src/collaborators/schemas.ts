import { z } from 'zod';
import type { Role } from '../permissions/roles';
import { emailField, idField, requiredText } from '../shared/fields';
import { invitationRolesFor } from './invitation-roles';
import { COLLABORATOR_MESSAGES } from './messages';

/**
 * Spec 001 §7 invite_collaborator {email, first name, last name, role, establishment id}; §5: email,
 * first and last name required, role required for non-preparators (the server checks that, since
 * only it knows who invites). The establishment is the inviter's: the server checks a sent one.
 */
export const inviteCollaboratorSchema = z.strictObject({
  email: emailField,
  first_name: requiredText(100),
  last_name: requiredText(100),
  role: z.enum(['user', 'manager', 'preparator'], { error: COLLABORATOR_MESSAGES.roleRequired }).optional(),
  establishment_id: idField.nullable().optional(),
});
export type InviteCollaboratorInput = z.infer<typeof inviteCollaboratorSchema>;

/**
 * Spec 001 §7 send-invitation-email. The server finds the invitation by e-mail and code and writes
 * the mail from its own rows: the names sent by the browser are accepted but never mailed.
 */
export const sendInvitationEmailSchema = z.strictObject({
  email: emailField,
  invitationCode: requiredText(64),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  establishmentName: z.string().max(200).optional(),
  inviterName: z.string().max(200).optional(),
});
export type SendInvitationEmailInput = z.infer<typeof sendInvitationEmailSchema>;

/** The same rules with the inviter known: what the invite dialog validates and the server applies. */
export const inviteSchemaFor = (inviter: Role) =>
  inviteCollaboratorSchema.superRefine((value, ctx) => {
    const allowed = invitationRolesFor(inviter);
    if (inviter === 'preparator' && value.role === undefined) return;
    if (value.role === undefined) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: COLLABORATOR_MESSAGES.roleRequired });
    } else if (!allowed.includes(value.role)) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: COLLABORATOR_MESSAGES.roleNotAllowed });
    }
  });
