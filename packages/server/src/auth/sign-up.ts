import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sqlState } from '../db/client';
import { profiles, users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { authErrors } from './auth-error';
import { checkNewPassword, normaliseEmail } from './credentials';
import { secondsBeforeNextMail, sendEmailLink } from './email-link';
import { hashPassword } from './passwords';
import { type PkceParams, parsePkce } from './pkce';
import { limitByIpAndEmail } from './rate-limits';
import { safeRedirect } from './redirect-to';
import { acceptInvitation, findSignupInvitation } from './signup-invitation';
import { toUserJson } from './user-json';
import { type SignupMetadata, signupMetadata } from './user-metadata';

export type SignUpRequest = {
  email: string | undefined;
  password: string | undefined;
  data: Record<string, unknown>;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  redirectTo: string | undefined;
  ip: string;
};

type SignUpInput = {
  email: string;
  data: Record<string, unknown>;
  pkce: PkceParams | undefined;
  redirectTo: string;
};

/**
 * POST /signup with e-mail confirmation (docs/identity-protocol.md §4.1). User, profile, accepted invitation
 * and confirmation mail are one transaction (docs/design.md §4). Only `data.invitation_id` is read from the
 * client's data; role, establishment and names come from the server.
 */
export const signUp = async (deps: Deps, request: SignUpRequest) => {
  // GoTrue's order: password present, password strength, PKCE pair, e-mail format.
  const password = checkNewPassword(request.password);
  const pkce = parsePkce(request.codeChallenge, request.codeChallengeMethod);
  const email = normaliseEmail(request.email);
  await limitByIpAndEmail(deps, 'signUp', request.ip, email);
  const input = {
    email,
    data: request.data,
    pkce,
    redirectTo: safeRedirect(deps.config, request.redirectTo),
  };
  // Hashed before looking the e-mail up, so a known address answers no faster than a new one.
  const passwordHash = await hashPassword(password);
  try {
    return await attempt(deps, input, passwordHash);
  } catch (error) {
    // Two sign-ups of one new address raced: the loser now finds the winner's row.
    if (sqlState(error) === '23505') return attempt(deps, input, passwordHash);
    throw error;
  }
};

const attempt = (deps: Deps, input: SignUpInput, passwordHash: string) =>
  deps.db.transaction(async (tx) => {
    const now = deps.now();
    const invitation = await findSignupInvitation(tx, input.data.invitation_id, input.email, now);
    const metadata = signupMetadata(invitation);
    const link = { type: 'signup' as const, pkce: input.pkce, redirectTo: input.redirectTo };

    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1)
      .for('update');
    if (existing?.emailConfirmedAt) return fakeUser(input.email, metadata, now);
    if (existing) {
      // GoTrue: an unconfirmed account keeps its password and data; only the mail is sent again.
      const wait = secondsBeforeNextMail(existing.confirmationSentAt, now);
      if (wait > 0) throw authErrors.mailTooSoon(wait);
      return toUserJson(await sendEmailLink(tx, deps, existing, link));
    }

    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        encryptedPassword: passwordHash,
        userMetadata: metadata,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('user not inserted');
    await tx.insert(profiles).values({
      id: user.id,
      email: input.email,
      role: metadata.role,
      establishmentId: metadata.establishment_id,
      firstName: metadata.first_name,
      lastName: metadata.last_name,
      createdAt: now,
    });
    if (invitation) await acceptInvitation(tx, invitation.id, now);
    return toUserJson(await sendEmailLink(tx, deps, user, link));
  });

/**
 * A confirmed address signing up again gets GoTrue's look-alike user with `identities: []`
 * (docs/identity-protocol.md §4.1): nothing is written and no mail leaves; the web app shows
 * "L'utilisateur est déjà enregistré".
 */
const fakeUser = (email: string, metadata: SignupMetadata, now: Date) => {
  const json = toUserJson({
    id: randomUUID(),
    email,
    encryptedPassword: '',
    emailConfirmedAt: null,
    confirmationTokenHash: null,
    confirmationSentAt: now,
    recoveryTokenHash: null,
    recoverySentAt: null,
    lastSignInAt: null,
    userMetadata: metadata,
    createdAt: now,
    updatedAt: now,
  });
  return { ...json, role: '', identities: [] };
};
