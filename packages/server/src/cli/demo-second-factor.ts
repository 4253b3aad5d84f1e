import { sealSecret } from '../auth/mfa/secret-box';
import { secretFromBase32 } from '../auth/mfa/totp';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { mfaFactors } from '../db/schema/index';

/**
 * The demo préparateur's TOTP secret. Préparateurs must use a second factor, and a
 * visitor of the living demo has no authenticator app of ours: the README prints this secret (any
 * authenticator app takes it) and `npm run cli -- demo-totp` prints its current code. It is public
 * like the demo's password, and only the demo's own account is ever enrolled with it.
 */
export const DEMO_TOTP_SECRET = 'CONQUEDEMOPREPARATEURDEMOTOTP234';
export const DEMO_PREPARATOR_EMAIL = 'preparateur@conque.demo';

/** The demo préparateur's factor, already confirmed (seed-demo). */
export const enrolDemoPreparator = async (tx: Executor, config: Config, userId: string) => {
  await tx.insert(mfaFactors).values({
    userId,
    status: 'verified',
    friendlyName: 'Démo',
    secret: sealSecret(config.mfa.encryptionKey, userId, secretFromBase32(DEMO_TOTP_SECRET)),
  });
};
