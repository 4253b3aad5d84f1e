import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { hashToken, randomToken } from '../kernel/secrets';
import { enqueueMail } from '../mail/enqueue-mail';
import { confirmSignupMail } from '../mail/templates/confirm-signup';
import { resetPasswordMail } from '../mail/templates/reset-password';
import { createFlowState, type LinkType } from './flow-states';
import type { PkceParams } from './pkce';

type UserRow = typeof users.$inferSelect;

/** E-mail links are valid 24 hours and single use (GoTrue's MAILER_OTP_EXP default). */
export const EMAIL_LINK_SECONDS = 86_400;
/** One confirmation or reset mail per user per minute (GoTrue's SMTP_MAX_FREQUENCY default). */
export const MAIL_FREQUENCY_SECONDS = 60;
/**
 * Like GoTrue, the token itself says whether its click answers with `?code=`
 * (docs/identity-protocol.md §10.1).
 */
export const PKCE_TOKEN_PREFIX = 'pkce_';

/** Seconds the user must still wait before another mail of this kind, or 0. */
export const secondsBeforeNextMail = (lastSentAt: Date | null, now: Date): number => {
  if (!lastSentAt) return 0;
  const wait = lastSentAt.getTime() + MAIL_FREQUENCY_SECONDS * 1000 - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
};

export const lastSentAt = (user: UserRow, type: LinkType) =>
  type === 'signup' ? user.confirmationSentAt : user.recoverySentAt;

/**
 * Makes a new link token (replacing the previous one, so only the latest mail works), saves the PKCE
 * challenge if any, and writes the French mail to the outbox, all in the caller's transaction.
 */
export const sendEmailLink = async (
  tx: Executor,
  deps: Deps,
  user: UserRow,
  options: { type: LinkType; pkce: PkceParams | undefined; redirectTo: string },
): Promise<UserRow> => {
  const now = deps.now();
  if (options.pkce) await createFlowState(tx, user.id, options.type, options.pkce);
  const token = `${options.pkce ? PKCE_TOKEN_PREFIX : ''}${randomToken()}`;
  const set =
    options.type === 'signup'
      ? { confirmationTokenHash: hashToken(token), confirmationSentAt: now, updatedAt: now }
      : { recoveryTokenHash: hashToken(token), recoverySentAt: now, updatedAt: now };
  const [updated] = await tx.update(users).set(set).where(eq(users.id, user.id)).returning();
  if (!updated) throw new Error('user vanished while sending a link');

  const link = new URL(`${deps.config.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', options.type);
  link.searchParams.set('redirect_to', options.redirectTo);
  const template = options.type === 'signup' ? confirmSignupMail : resetPasswordMail;
  await enqueueMail(
    tx,
    template({ to: user.email, link: link.toString(), organisationName: deps.config.organisation.name }),
  );
  return updated;
};
