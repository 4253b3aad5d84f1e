import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/index';
import { hashToken } from '../kernel/secrets';
import { authErrors } from './auth-error';
import { EMAIL_LINK_SECONDS, lastSentAt } from './email-link';
import type { LinkType } from './flow-states';

type UserRow = typeof users.$inferSelect;

/**
 * Spends an e-mail link token: finds its user, checks the 24 h validity, clears the token (single use)
 * and confirms the e-mail (a reset link proves the address too). Unknown, used or expired: 403 otp_expired.
 */
export const consumeEmailLink = async (
  tx: Executor,
  token: string,
  type: LinkType,
  now: Date,
): Promise<UserRow> => {
  const column = type === 'signup' ? users.confirmationTokenHash : users.recoveryTokenHash;
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(column, hashToken(token)))
    .limit(1)
    .for('update');
  const sentAt = user && lastSentAt(user, type);
  if (!user || !sentAt || sentAt.getTime() + EMAIL_LINK_SECONDS * 1000 < now.getTime()) {
    throw authErrors.linkInvalid();
  }
  const [updated] = await tx
    .update(users)
    .set({
      ...(type === 'signup' || !user.emailConfirmedAt ? { confirmationTokenHash: null } : {}),
      ...(type === 'recovery' ? { recoveryTokenHash: null } : {}),
      emailConfirmedAt: user.emailConfirmedAt ?? now,
      userMetadata: { ...user.userMetadata, email_verified: true },
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('user vanished while consuming a link');
  return updated;
};
