import type { VerifyInvitationResponse } from '@conque/domain/accounts/api-types';
import type { verifyInvitationSchema } from '@conque/domain/accounts/schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { collaboratorInvitations } from '../../db/schema/index';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit';
import type { Deps } from '../../kernel/deps';

type VerifyInvitationInput = z.infer<typeof verifyInvitationSchema>;

// docs/design.md §4: a public call that checks a secret code is rate limited per IP and per e-mail. The
// e-mail window bounds guessing of one invitee's code; the IP window lets a clinic behind one
// address onboard several people. Names are what config.rateLimits overrides.
export const VERIFY_INVITATION_LIMITS = {
  perIp: { name: 'verify_invitation_ip', limit: 30, windowSeconds: 15 * 60 },
  perEmail: { name: 'verify_invitation_email', limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Spec 000 §7 verify-invitation, before sign-up. Valid only for a pending, unexpired invitation of
 * that code sent to that e-mail. Every failure gives the same answer, so the call tells nothing
 * about which part was wrong (spec 000 §8 "Code d'invitation invalide ou expiré").
 */
export const verifyInvitation = async (
  deps: Deps,
  input: VerifyInvitationInput,
  caller: { ip: string },
): Promise<VerifyInvitationResponse> => {
  await enforceRateLimits(deps, [
    { rule: VERIFY_INVITATION_LIMITS.perIp, subject: caller.ip },
    { rule: VERIFY_INVITATION_LIMITS.perEmail, subject: input.email },
  ]);
  const [invitation] = await deps.db
    .select({
      id: collaboratorInvitations.id,
      role: collaboratorInvitations.role,
      establishment_id: collaboratorInvitations.establishmentId,
      first_name: collaboratorInvitations.firstName,
      last_name: collaboratorInvitations.lastName,
    })
    .from(collaboratorInvitations)
    .where(
      and(
        eq(collaboratorInvitations.invitationCode, input.invitationCode),
        // emailField lower-cases the input; the stored address may not be.
        eq(sql`lower(${collaboratorInvitations.email})`, input.email),
        eq(collaboratorInvitations.status, 'pending'),
        gt(collaboratorInvitations.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  if (!invitation) return { valid: false, error: MESSAGES.signupInvalidInvitation, invitation: null };
  return { valid: true, error: null, invitation };
};
