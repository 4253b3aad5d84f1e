import type { InvitationView } from '@conque/domain/collaborators/api-types';
import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { type InviteCollaboratorInput, inviteSchemaFor } from '@conque/domain/collaborators/schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, gt, sql } from 'drizzle-orm';
import { collaboratorInvitations, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/parse-input';
import type { Deps } from '../../kernel/deps';
import { toInvitationView } from './collaborator-views';
import { INVITATION_VALIDITY_DAYS, newInvitationCode } from './invitation-code';
import { teamScope } from './team-scope';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Spec 001 §7 invite_collaborator. The establishment is the inviter's (a preparator's invitations
 * have none); the role is checked against the inviter's (docs/design.md §4). Refused when an account or a
 * pending, unexpired invitation holds the address (spec 001 §8). The mail is sent by
 * send-invitation-email, which the dialog calls next (spec 001 §7), so a failed send can be retried.
 */
export const inviteCollaborator = async (
  deps: Deps,
  actor: Actor,
  body: InviteCollaboratorInput,
): Promise<InvitationView> => {
  teamScope(actor);
  const input = parseWith(inviteSchemaFor(actor.role), body);
  const role = input.role ?? 'preparator';
  const establishmentId = actor.role === 'preparator' ? null : actor.establishmentId;
  if (input.establishment_id !== undefined && input.establishment_id !== establishmentId) {
    throw AppError.forbidden();
  }
  if (!can(actor, 'collaborators.invite', { establishmentId, role })) throw AppError.forbidden();

  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Two invitations of one address at once: the second waits here, then sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invite:${input.email}`}))`);
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email))
      .limit(1);
    if (account) throw AppError.conflict(COLLABORATOR_MESSAGES.accountExists);
    const [pending] = await tx
      .select({ id: collaboratorInvitations.id })
      .from(collaboratorInvitations)
      .where(
        and(
          eq(sql`lower(${collaboratorInvitations.email})`, input.email),
          eq(collaboratorInvitations.status, 'pending'),
          gt(collaboratorInvitations.expiresAt, now),
        ),
      )
      .limit(1);
    if (pending) throw AppError.conflict(COLLABORATOR_MESSAGES.invitationPending);
    const [created] = await tx
      .insert(collaboratorInvitations)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        role,
        establishmentId,
        invitationCode: newInvitationCode(),
        invitedBy: actor.id,
        expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS),
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('invitation not inserted');
    return toInvitationView(created, now);
  });
};
