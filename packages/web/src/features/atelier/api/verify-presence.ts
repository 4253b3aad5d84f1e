import { verifiedTotpFactor } from '@/lib/assurance-level';
import { loadAuthClient } from '@/lib/auth-client-loader';

// Decision 142: the lock lifted by the person's own second factor, through the identity service's
// challenge and verify (POST /auth/v1/factors/:id/challenge, /verify) on the session already open:
// no new sign-in, and the code is checked, rate-limited and recorded as at sign-in.

/** The person's verified TOTP factor, or undefined when it has none (the lock then signs out). */
export const presenceFactor = async () => {
  const client = await loadAuthClient();
  const { data } = await client.getSession();
  return data.session ? verifiedTotpFactor(data.session) : undefined;
};

/** Verifies `code`; answers the French message of a refusal, or null once verified. */
export const verifyPresence = async (factorId: string, code: string): Promise<string | null> => {
  const client = await loadAuthClient();
  const { error } = await client.mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, '') });
  return error ? error.message : null;
};

/**
 * Ends this tablet's session, here and on the server, and no other of the person's (decision 142:
 * the tablet is shared, their desk stays signed in). auth-js clears the device's session even when
 * the server cannot be reached: leaving never waits on the network (spec 000 §8).
 */
export const signOutHere = async () => {
  const client = await loadAuthClient();
  await client.signOut({ scope: 'local' }).catch(() => undefined);
};
