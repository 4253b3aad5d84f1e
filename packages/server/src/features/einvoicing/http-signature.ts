import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  ExpiredError,
  httpbis,
  MalformedSignatureError,
  type SignatureParameters,
  UnacceptableSignatureError,
  UnknownKeyError,
  UnsupportedAlgorithmError,
} from 'http-message-signatures';

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

// Why a signature is refused, in French (decision 147's 401 says what was refused). The library's
// refusals are told apart by their class and by how far it went (whether it had asked for the key);
// the few it throws as a bare Error, only by their text, in LIBRARY_TEXTS.
const REFUSED = {
  noHeaders: 'en-têtes Signature et Signature-Input absents',
  noSignature: 'en-tête Signature absent',
  noSignatureInput: 'en-tête Signature-Input absent',
  malformed: 'en-têtes Signature-Input ou Signature mal formés (RFC 8941)',
  malformedField: 'un en-tête couvert par la signature est mal formé',
  unknownKey: 'aucune signature avec la clé attendue',
  algorithm: 'algorithme non pris en charge (hmac-sha256 attendu)',
  unacceptable: 'paramètres ou composants obligatoires absents de la signature',
  future: 'signature datée du futur (created)',
  expired: 'signature expirée (expires)',
  tooOld: 'signature trop ancienne (created)',
  invalid: 'signature invalide',
  unreadable: 'signature illisible',
} as const;

/** How far the library went: reading the two headers, then one signature once its key was asked for. */
type Stage = 'headers' | 'signature';

const LIBRARY_TEXTS: [RegExp, (stage: Stage) => string][] = [
  [/^Incomplete signature headers$/, () => REFUSED.malformed],
  // RFC 8941's parser: Signature and Signature-Input are read before any key is asked for.
  [/^Parse error: /, (stage) => (stage === 'headers' ? REFUSED.malformed : REFUSED.malformedField)],
  [/^Unsupported component /, () => 'composant de signature inconnu'],
  [/^Expected query parameter /, () => 'paramètre d’adresse couvert par la signature mais absent'],
  [
    /^(Unable to parse header as dictionary|Unable to find key |Cannot have both)/,
    () => REFUSED.malformedField,
  ],
  [
    /^Missing request in request-response bound component$/,
    () => 'composant « ;req » sans objet dans une requête',
  ],
];

/** A header the signature covers but the request lacks (seen by our componentParser). */
class MissingHeader extends Error {
  constructor(readonly header: string) {
    super(header);
  }
}

const headerName = (name: string) =>
  name
    .slice(0, 60)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('-');

const refusalOf = (error: unknown, stage: Stage, created: Date | undefined, notAfter: number): string => {
  if (error instanceof MissingHeader)
    return `en-tête ${headerName(error.header)} absent (la signature le couvre)`;
  // The library's ExpiredError is a `created` beyond notAfter (« too old », it says) or an `expires` past.
  if (error instanceof ExpiredError)
    return created && created.getTime() / 1000 > notAfter ? REFUSED.future : REFUSED.expired;
  if (error instanceof MalformedSignatureError) return REFUSED.malformed;
  if (error instanceof UnknownKeyError) return REFUSED.unknownKey;
  if (error instanceof UnsupportedAlgorithmError) return REFUSED.algorithm;
  if (error instanceof UnacceptableSignatureError) return REFUSED.unacceptable;
  const text = error instanceof Error ? error.message : String(error);
  return LIBRARY_TEXTS.find(([pattern]) => pattern.test(text))?.[1](stage) ?? REFUSED.unreadable;
};

const headerOf = (headers: Record<string, unknown>, name: string): unknown =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
const present = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined);

/**
 * Checks every signature of `request` made with `key` (RFC 9421 §3.2). `now` and `maxAgeSeconds`
 * bound `created` (a signature from the future, or older than that, is refused), and `expires`.
 * A refusal's reason is French.
 */
export const verifyHttpSignature = async (
  request: SignedRequest,
  key: HmacKey,
  { now, maxAgeSeconds, skewSeconds = 60 }: { now: Date; maxAgeSeconds: number; skewSeconds?: number },
): Promise<SignatureCheck> => {
  const hasSignature = present(headerOf(request.headers, 'signature'));
  const hasInput = present(headerOf(request.headers, 'signature-input'));
  if (!hasSignature || !hasInput)
    return {
      ok: false,
      reason: hasSignature ? REFUSED.noSignatureInput : hasInput ? REFUSED.noSignature : REFUSED.noHeaders,
    };
  let seen: SignatureParameters | undefined;
  let stage: Stage = 'headers';
  let components: string[] = [];
  const notAfter = Math.floor(now.getTime() / 1000) + skewSeconds;
  try {
    const verified = await httpbis.verifyMessage(
      {
        keyLookup: async (params) => {
          stage = 'signature';
          if (params.keyid !== key.keyId) return null;
          seen = params;
          return hmacVerifier(key);
        },
        notAfter,
        componentParser: (name, params, message) => {
          components.push(name);
          if (!name.startsWith('@') && !params.has('req') && headerOf(message.headers, name) === undefined)
            throw new MissingHeader(name);
          return null;
        },
      },
      request,
    );
    if (verified === null) return { ok: false, reason: REFUSED.unknownKey };
    if (!verified || !seen) return { ok: false, reason: REFUSED.invalid };
  } catch (error) {
    const created = seen?.created instanceof Date ? seen.created : undefined;
    return { ok: false, reason: refusalOf(error, stage, created, notAfter) };
  }
  const created = seen.created instanceof Date ? seen.created : undefined;
  const nowSeconds = now.getTime() / 1000;
  if (created && nowSeconds - created.getTime() / 1000 > maxAgeSeconds)
    return { ok: false, reason: REFUSED.tooOld };
  if (typeof seen.expires === 'number' && nowSeconds > seen.expires + skewSeconds)
    return { ok: false, reason: REFUSED.expired };
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
