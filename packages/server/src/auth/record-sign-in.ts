import { deviceLabel } from '@conque/domain/accounts/user-agent';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { knownDevices, profiles, signInAttempts, type users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { hashToken } from '../kernel/secrets';
import { enqueueMail } from '../mail/enqueue-mail';
import { newSignInMail } from '../mail/templates/new-sign-in';
import { openSession, type SessionClient } from './issue-session';

/** A sign-in's browser: its User-Agent, address, and the device id of its cookie (device-cookie.ts). */
export type SignInClient = SessionClient & { deviceId: string };

type UserRow = typeof users.$inferSelect;

const userAgentOf = (client: SessionClient) => client.userAgent?.slice(0, 512) ?? null;

/** One mail for a burst: a new browser of the same kind, at the same address, this soon after. */
const NEW_DEVICE_MAIL_WINDOW_MS = 2 * 60_000;

/** « Nouvelle connexion » went to this account minutes ago for a sign-in like this one. */
const toldAlready = async (tx: Executor, userId: string, client: SignInClient, now: Date) => {
  const [told] = await tx
    .select({ id: signInAttempts.id })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.userId, userId),
        eq(signInAttempts.newDeviceMail, true),
        eq(signInAttempts.ip, client.ip),
        sql`${signInAttempts.userAgent} is not distinct from ${userAgentOf(client)}`,
        gte(signInAttempts.createdAt, new Date(now.getTime() - NEW_DEVICE_MAIL_WINDOW_MS)),
      ),
    )
    .limit(1);
  return told !== undefined;
};

/**
 * The browser is remembered for the account; when the account already knew another
 * one, this one is new to it and the person is told by e-mail, unless they were told minutes ago of
 * a new browser of the same kind at the same address (a form sent twice, a browser that sent its
 * request again). The very first sign-in of an account (its confirmation link, or its first password
 * sign-in since this was built) only remembers it
 * (docs/decisions/0110-when-nouvelle-connexion-a-votre-compte-conque-is-sent.md). Answers whether
 * the mail went.
 */
const recogniseDevice = async (
  tx: Executor,
  deps: Deps,
  user: UserRow,
  client: SignInClient,
  now: Date,
): Promise<boolean> => {
  const deviceHash = hashToken(client.deviceId);
  const seen = await tx
    .update(knownDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(knownDevices.userId, user.id), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ userId: knownDevices.userId });
  if (seen.length > 0) return false;
  const [another] = await tx
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(eq(knownDevices.userId, user.id))
    .limit(1);
  const added = await tx
    .insert(knownDevices)
    .values({ userId: user.id, deviceHash, createdAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (!another || added.length === 0) return false;
  if (await toldAlready(tx, user.id, client, now)) return false;
  const [profile] = await tx
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  await enqueueMail(
    tx,
    newSignInMail({
      to: user.email,
      firstName: profile?.firstName ?? null,
      at: formatParisDateTime(now),
      ip: client.ip,
      device: deviceLabel(client.userAgent),
      sessionsLink: `${deps.config.publicUrl}/dashboard/profile#appareils`,
      organisationName: deps.config.organisation.name,
    }),
  );
  return true;
};

/**
 * A sign-in that succeeds: its session (issue-session.ts), its line in the person's history, and its
 * device recognised, in the caller's transaction.
 */
export const signInSession = async (
  tx: Executor,
  deps: Deps,
  user: UserRow,
  method: string,
  client: SignInClient,
) => {
  const { sessionId, response } = await openSession(tx, deps.config, user, method, client);
  const now = deps.now();
  const newDeviceMail = await recogniseDevice(tx, deps, user, client, now);
  await tx.insert(signInAttempts).values({
    userId: user.id,
    succeeded: true,
    sessionId,
    userAgent: userAgentOf(client),
    ip: client.ip,
    newDeviceMail,
    createdAt: now,
  });
  return response;
};

/**
 * A failed attempt on an existing account: a wrong password, or a wrong second-factor code
 * (`secondFactor`). Never called for an unknown e-mail, which has no one to show it to.
 */
export const recordFailedSignIn = async (
  db: Executor,
  now: Date,
  userId: string,
  client: SessionClient,
  secondFactor: boolean,
) => {
  await db.insert(signInAttempts).values({
    userId,
    succeeded: false,
    secondFactor,
    userAgent: userAgentOf(client),
    ip: client.ip,
    createdAt: now,
  });
};

/** The verification of a second factor raised the session to aal2: its sign-in used one. */
export const markSecondFactor = async (tx: Executor, sessionId: string) => {
  await tx.update(signInAttempts).set({ secondFactor: true }).where(eq(signInAttempts.sessionId, sessionId));
};
