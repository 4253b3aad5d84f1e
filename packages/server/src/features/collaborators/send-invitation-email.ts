import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import type { SendInvitationEmailInput } from '@conque/domain/collaborators/schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { and, eq, gt, sql } from 'drizzle-orm';
import { collaboratorInvitations, establishments, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit';
import type { Deps } from '../../kernel/deps';
import { enqueueMail } from '../../mail/enqueue-mail';
import { invitationMail } from '../../mail/templates/invitation';
import { teamScope } from './team-scope';

// A resend button must not become a way to flood someone's inbox.
export const SEND_INVITATION_LIMIT = {
  name: 'send_invitation_email',
  limit: 5,
  windowSeconds: 3600,
} as const satisfies RateLimitRule;

/**
 * Spec 001 §7 send-invitation-email. The browser names the invitation (e-mail and code); the mail
 * is written from the server's rows only, to the invitation's address, so the call can neither mail
 * a stranger nor carry text of the caller's choosing (docs/decisions/0022-collaborators-and-invitations.md).
 */
export const sendInvitationEmail = async (
  deps: Deps,
  actor: Actor,
  input: SendInvitationEmailInput,
): Promise<{ success: true }> => {
  const { invitations } = teamScope(actor);
  const now = deps.now();
  const [invitation] = await deps.db
    .select()
    .from(collaboratorInvitations)
    .where(
      and(
        invitations,
        eq(sql`lower(${collaboratorInvitations.email})`, input.email),
        eq(collaboratorInvitations.invitationCode, input.invitationCode),
        eq(collaboratorInvitations.status, 'pending'),
        gt(collaboratorInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!invitation) throw AppError.notFound(COLLABORATOR_MESSAGES.invitationNotFound);
  await enforceRateLimits(deps, [{ rule: SEND_INVITATION_LIMIT, subject: invitation.id }]);

  const [inviter] = await deps.db.select().from(profiles).where(eq(profiles.id, actor.id)).limit(1);
  const [establishment] = invitation.establishmentId
    ? await deps.db.select().from(establishments).where(eq(establishments.id, invitation.establishmentId))
    : [];
  const link = new URL('/register', deps.config.publicUrl);
  link.search = new URLSearchParams({
    email: invitation.email,
    code: invitation.invitationCode,
    invitation: 'true',
  }).toString();
  const inviterName =
    [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || (inviter?.email ?? '');
  await enqueueMail(
    deps.db,
    invitationMail({
      to: invitation.email,
      firstName: invitation.firstName,
      code: invitation.invitationCode,
      link: link.toString(),
      establishmentName: establishment?.name ?? null,
      inviterName,
      organisationName: deps.config.organisation.name,
      expiresOn: formatParisDate(invitation.expiresAt),
    }),
  );
  return { success: true };
};
