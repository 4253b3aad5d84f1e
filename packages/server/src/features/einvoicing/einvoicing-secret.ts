import { openSecret, sealSecret } from '../../auth/mfa/secret-box';
import type { Config } from '../../config';

// The PA's bearer token and OAuth 2 client secret are kept sealed like the webhooks' secrets and
// the TOTP secrets (AES-256-GCM with the MFA key), each bound to its purpose, so a sealed token
// copied into the client secret's column does not open (decision 140).

export type EinvoicingSecretPurpose = 'token' | 'oauth-client-secret' | 'webhook-secret';

export const sealEinvoicingSecret = (
  config: Config,
  purpose: EinvoicingSecretPurpose,
  secret: string,
): string => sealSecret(config.mfa.encryptionKey, `einvoicing:${purpose}`, Buffer.from(secret));

export const openEinvoicingSecret = (
  config: Config,
  purpose: EinvoicingSecretPurpose,
  sealed: string,
): string => Buffer.from(openSecret(config.mfa.encryptionKey, `einvoicing:${purpose}`, sealed)).toString();
