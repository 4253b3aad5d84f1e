import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { collaboratorInvitations } from '../db/schema/index';
import { authErrors } from './auth-error';
import type { InvitationGrant } from './user-metadata';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invitation a sign-up names in `data.invitation_id` (spec 000 §6, docs/design.md §4): it must exist, be
 * pending, unexpired and addressed to this very e-mail. No id: a self-registration. Any other case is
 * 400 invalid_invitation and the sign-up writes nothing. The row stays locked until the sign-up commits.
 */
export const findSignupInvitation = async (
  tx: Executor,
  rawId: unknown,
  email: string,
  now: Date,
): Promise<InvitationGrant | undefined> => {
  if (rawId === undefined || rawId === null || rawId === '') return undefined;
  if (typeof rawId !== 'string' || !UUID_PATTERN.test(rawId)) throw authErrors.invalidInvitation();
  const [row] = await tx
    .select()
    .from(collaboratorInvitations)
    .where(eq(collaboratorInvitations.id, rawId))
    .limit(1)
    .for('update');
  if (
    row?.status !== 'pending' ||
    row.expiresAt.getTime() <= now.getTime() ||
    row.email.trim().toLowerCase() !== email
  ) {
    throw authErrors.invalidInvitation();
  }
  return {
    id: row.id,
    role: row.role,
    establishmentId: row.establishmentId,
    firstName: row.firstName,
    lastName: row.lastName,
  };
};

/** Marks the invitation used, in the sign-up's transaction. */
export const acceptInvitation = async (tx: Executor, id: string, now: Date) => {
  const accepted = await tx
    .update(collaboratorInvitations)
    .set({ status: 'accepted', acceptedAt: now })
    .where(and(eq(collaboratorInvitations.id, id), eq(collaboratorInvitations.status, 'pending')))
    .returning({ id: collaboratorInvitations.id });
  if (accepted.length === 0) throw authErrors.invalidInvitation();
};
