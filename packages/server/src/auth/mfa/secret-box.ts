import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// TOTP secrets are encrypted at rest (AES-256-GCM) with the configuration's key
// (MFA_ENCRYPTION_KEY, or DATA_DIR/mfa-key). The factor's user id is bound as additional data, so a
// secret copied onto another person's factor row does not decrypt. Stored as
// `v1.<iv>.<tag>.<ciphertext>`, base64url; the version leaves room for a later key rotation.

const VERSION = 'v1';

export const sealSecret = (key: Buffer, userId: string, secret: Uint8Array): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The secret, or an error when the key or the user is not the one it was sealed with. */
export const openSecret = (key: Buffer, userId: string, stored: string): Uint8Array => {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined)
    throw new Error('secret TOTP illisible (format)');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]));
};
