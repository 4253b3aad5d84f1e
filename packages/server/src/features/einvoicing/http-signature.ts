import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { httpbis, type SignatureParameters } from 'http-message-signatures';

// HTTP Message Signatures (RFC 9421), as XP Z12-013 §5.6 names them for the PA's webhook calls
// (decision 147). The signature base (RFC 9421 §2.5) and the Signature-Input / Signature fields
// (structured fields, RFC 8941) are the `http-message-signatures` library's, maintained and tested
// against the RFC's appendix B; the algorithm (hmac-sha256, RFC 9421 §3.3.3), the freshness of
// `created` / `expires` and the components a webhook must cover are decided here.

export type SignedRequest = {
  method: string;
  /** The address the sender called: the server's public URL, not the one behind a proxy. */
  url: string;
  headers: Record<string, string>;
};

export type SignatureCheck =
  | { ok: true; keyId: string; components: string[]; created: Date | undefined }
  | { ok: false; reason: string };

/** A shared key, RFC 9421 §3.3.3: the HMAC of the signature base with SHA-256. */
export type HmacKey = { keyId: string; secret: Buffer };

const hmacVerifier = (key: HmacKey) => ({
  id: key.keyId,
  algs: ['hmac-sha256'],
  verify: async (data: Buffer, signature: Buffer) => {
    const expected = createHmac('sha256', key.secret).update(data).digest();
    return expected.length === signature.length && timingSafeEqual(expected, signature);
  },
});

/**
 * Checks every signature of `request` made with `key` (RFC 9421 §3.2). `now` and `maxAgeSeconds`
 * bound `created` (a signature from the future, or older than that, is refused), and `expires`.
 */
export const verifyHttpSignature = async (
  request: SignedRequest,
  key: HmacKey,
  { now, maxAgeSeconds, skewSeconds = 60 }: { now: Date; maxAgeSeconds: number; skewSeconds?: number },
): Promise<SignatureCheck> => {
  let seen: SignatureParameters | undefined;
  let components: string[] = [];
  try {
    const verified = await httpbis.verifyMessage(
      {
        keyLookup: async (params) => {
          if (params.keyid !== key.keyId) return null;
          seen = params;
          return hmacVerifier(key);
        },
        notAfter: Math.floor(now.getTime() / 1000) + skewSeconds,
        componentParser: (name) => {
          components.push(name);
          return null;
        },
      },
      request,
    );
    if (verified === null) return { ok: false, reason: 'aucune signature avec la clé attendue' };
    if (!verified || !seen) return { ok: false, reason: 'signature invalide' };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const created = seen.created instanceof Date ? seen.created : undefined;
  const nowSeconds = now.getTime() / 1000;
  if (created && nowSeconds - created.getTime() / 1000 > maxAgeSeconds)
    return { ok: false, reason: 'signature trop ancienne (created)' };
  if (typeof seen.expires === 'number' && nowSeconds > seen.expires + skewSeconds)
    return { ok: false, reason: 'signature expirée (expires)' };
  components = [...new Set(components.map((name) => name.replace(/;.*$/, '').replaceAll('"', '')))];
  return { ok: true, keyId: key.keyId, components, created };
};

/** RFC 9530's Content-Digest of a body, sha-256: what the PA signs instead of the body itself. */
export const contentDigest = (body: Uint8Array) =>
  `sha-256=:${createHash('sha256').update(body).digest('base64')}:`;

/** Whether the request's Content-Digest holds the body's sha-256 (RFC 9530 §2). */
export const contentDigestMatches = (header: string | undefined, body: Uint8Array): boolean => {
  if (!header) return false;
  const wanted = createHash('sha256').update(body).digest('base64');
  return header
    .split(',')
    .map((member) => member.trim())
    .some((member) => member === `sha-256=:${wanted}:`);
};
