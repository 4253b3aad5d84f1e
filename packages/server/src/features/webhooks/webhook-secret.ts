import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from '../../auth/mfa/secret-box';
import type { Config } from '../../config';

// Standard Webhooks secrets, `whsec_` and the base64 of 24 random bytes, shown once
// and kept sealed like the TOTP secrets (AES-256-GCM with the MFA key), bound to their endpoint's id
// so that a secret copied onto another endpoint's row does not open.

const SECRET_BYTES = 24;

/** A previous secret still signs for this long after a rotation (decision 115: 24 h). */
export const PREVIOUS_SECRET_VALIDITY_MS = 24 * 3_600_000;

export const newWebhookSecret = (): string => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

export const sealWebhookSecret = (config: Config, endpointId: string, secret: string): string =>
  sealSecret(config.mfa.encryptionKey, `webhook:${endpointId}`, Buffer.from(secret));

const openWebhookSecret = (config: Config, endpointId: string, sealed: string): string =>
  Buffer.from(openSecret(config.mfa.encryptionKey, `webhook:${endpointId}`, sealed)).toString();

type SealedSecrets = {
  id: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
};

/** The secrets that sign a delivery now: the current one, and the previous one while it is valid. */
export const signingSecrets = (config: Config, endpoint: SealedSecrets, now: Date): string[] => {
  const secrets = [openWebhookSecret(config, endpoint.id, endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(openWebhookSecret(config, endpoint.id, endpoint.previousSecret));
  return secrets;
};
