import { eq } from 'drizzle-orm';
import { sealSecret } from '../../src/auth/mfa/secret-box';
import { newTotpSecret, totpCode, totpStep } from '../../src/auth/mfa/totp';
import type { Config } from '../../src/config';
import type { Executor } from '../../src/db/client';
import { mfaFactors, sessions } from '../../src/db/schema/index';

/**
 * The code an authenticator app shows `steps` steps from now. The current step's and the next one's
 * are accepted whichever step the server is in when the request arrives (one step of tolerance).
 */
export const codeFor = (secret: Uint8Array, steps = 0) => totpCode(secret, totpStep(new Date()) + steps);

/** A verified TOTP factor of the person, its secret sealed with the configuration's key. */
export const insertVerifiedFactor = async (
  db: Executor,
  config: Config,
  userId: string,
  secret: Uint8Array = newTotpSecret(),
) => {
  const [factor] = await db
    .insert(mfaFactors)
    .values({ userId, status: 'verified', secret: sealSecret(config.mfa.encryptionKey, userId, secret) })
    .returning();
  if (!factor) throw new Error('factor not inserted');
  return { factor, secret };
};

/** Raises a session to aal2 as a verified code would (its amr then says totp). */
export const raiseSession = async (db: Executor, sessionId: string, factorId: string | null = null) => {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw new Error('session not found');
  await db
    .update(sessions)
    .set({
      aal: 'aal2',
      factorId,
      amr: [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...session.amr],
    })
    .where(eq(sessions.id, sessionId));
};
