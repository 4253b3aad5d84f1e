import { createHmac, createPublicKey, verify } from 'node:crypto';
import { httpbis } from 'http-message-signatures';
import { describe, expect, it } from 'vitest';
import {
  contentDigest,
  contentDigestMatches,
  verifyHttpSignature,
} from '../../../src/features/einvoicing/http-signature';

// RFC 9421's own test vectors (appendix B), transcribed exactly: the test-request message (B.2), the
// shared secret test-shared-secret (B.1.5) and the Ed25519 key test-key-ed25519 (B.1.4), with the
// signature bases and signatures of B.2.5 (hmac-sha256) and B.2.6 (ed25519). Decision 147.

const TEST_REQUEST = {
  method: 'POST',
  url: 'https://example.com/foo?param=Value&Pet=dog',
  headers: {
    host: 'example.com',
    date: 'Tue, 20 Apr 2021 02:07:55 GMT',
    'content-type': 'application/json',
    'content-digest':
      'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:',
    'content-length': '18',
  },
};
const TEST_BODY = '{"hello": "world"}';

const TEST_SHARED_SECRET = Buffer.from(
  'uzvJfB4u3N0Jy4T7NZ75MDVcr8zSTInedJtkgcu46YW4XByzNJjxBdtjUkdJPBtbmHhIDi6pcl8jsasjlTMtDQ==',
  'base64',
);

const TEST_KEY_ED25519 = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAJrQLj5P/89iXES9+vFgrIy29clF9CC/oPPsw3c5D0bs=
-----END PUBLIC KEY-----`;

const CREATED = new Date(1618884473 * 1000);

describe('RFC 9421 appendix B', () => {
  it('B.2.5: the hmac-sha256 signature verifies, with the signature base of the RFC', async () => {
    const request = {
      ...TEST_REQUEST,
      headers: {
        ...TEST_REQUEST.headers,
        'signature-input':
          'sig-b25=("date" "@authority" "content-type");created=1618884473;keyid="test-shared-secret"',
        signature: 'sig-b25=:pxcQw6G3AjtMBQjwo8XzkZf/bws5LelbaMk5rGIGtE8=:',
      },
    };
    const base = httpbis.formatSignatureBase(
      httpbis.createSignatureBase({ fields: ['date', '@authority', 'content-type'] }, request),
    );
    expect(base).toBe(
      [
        '"date": Tue, 20 Apr 2021 02:07:55 GMT',
        '"@authority": example.com',
        '"content-type": application/json',
      ].join('\n'),
    );
    const key = { keyId: 'test-shared-secret', secret: TEST_SHARED_SECRET };
    expect(await verifyHttpSignature(request, key, { now: CREATED, maxAgeSeconds: 300 })).toEqual({
      ok: true,
      keyId: 'test-shared-secret',
      components: ['date', '@authority', 'content-type'],
      created: CREATED,
    });
    // One bit of the signature changed, or the same signature five minutes and one second later.
    const forged = {
      ...request,
      headers: { ...request.headers, signature: 'sig-b25=:pxcQw7G3AjtMBQjwo8XzkZf/bws5LelbaMk5rGIGtE8=:' },
    };
    expect(await verifyHttpSignature(forged, key, { now: CREATED, maxAgeSeconds: 300 })).toEqual({
      ok: false,
      reason: 'signature invalide',
    });
    const late = new Date(CREATED.getTime() + 301_000);
    expect(await verifyHttpSignature(request, key, { now: late, maxAgeSeconds: 300 })).toEqual({
      ok: false,
      reason: 'signature trop ancienne (created)',
    });
  });

  it('B.2.6: the signature base of the RFC, and its ed25519 signature over it', () => {
    const params =
      '("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"';
    const fields = ['date', '@method', '@path', '@authority', 'content-type', 'content-length'];
    const base = [
      ...httpbis.createSignatureBase({ fields }, TEST_REQUEST),
      ['"@signature-params"', [params]] as [string, string[]],
    ];
    const expected = [
      '"date": Tue, 20 Apr 2021 02:07:55 GMT',
      '"@method": POST',
      '"@path": /foo',
      '"@authority": example.com',
      '"content-type": application/json',
      '"content-length": 18',
      `"@signature-params": ${params}`,
    ].join('\n');
    expect(httpbis.formatSignatureBase(base)).toBe(expected);
    const signature = Buffer.from(
      'wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==',
      'base64',
    );
    expect(verify(null, Buffer.from(expected), createPublicKey(TEST_KEY_ED25519), signature)).toBe(true);
  });
});

describe('Content-Digest (RFC 9530)', () => {
  it('is the body’s sha-256, and a changed body no longer matches it', () => {
    const body = Buffer.from(TEST_BODY);
    expect(contentDigest(body)).toBe('sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:');
    expect(contentDigestMatches(contentDigest(body), body)).toBe(true);
    expect(contentDigestMatches(contentDigest(body), Buffer.from('{"hello": "world!"}'))).toBe(false);
    expect(contentDigestMatches(undefined, body)).toBe(false);
  });
});

describe('a refused signature says why, in French', () => {
  const key = { keyId: 'conque-test', secret: Buffer.from('une clé partagée de trente-deux o') };
  // The library reads `expires` on the real clock.
  const now = new Date();
  const body = Buffer.from('{"flowInfo":{"flowId":"f1"}}');
  const signed = async (
    params: { created?: Date; expires?: Date; keyId?: string } = {},
    fields = ['@method', '@target-uri', 'content-digest'],
  ) => {
    const request = await httpbis.signMessage(
      {
        key: {
          id: params.keyId ?? key.keyId,
          alg: 'hmac-sha256',
          sign: async (data) => createHmac('sha256', key.secret).update(data).digest(),
        },
        fields,
        params: ['created', 'keyid', 'alg', ...(params.expires ? ['expires'] : [])],
        paramValues: {
          created: params.created ?? now,
          ...(params.expires ? { expires: params.expires } : {}),
        },
      },
      {
        method: 'POST',
        url: 'https://conque.example/api/einvoicing/webhook',
        headers: { 'content-type': 'application/json', 'content-digest': contentDigest(body) },
      },
    );
    // Its Signature and Signature-Input, named as a server reads them.
    const headers = Object.entries(request.headers).map(([name, value]) => [
      name.toLowerCase(),
      String(value),
    ]);
    return {
      method: 'POST',
      url: request.url,
      headers: Object.fromEntries(headers) as Record<string, string>,
    };
  };
  const without = <R extends { headers: Record<string, string> }>(request: R, ...names: string[]): R => ({
    ...request,
    headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => !names.includes(name))),
  });
  /** The request as signed, one header then changed. */
  const changed = async (name: string, change: (value: string) => string) => {
    const request = await signed();
    return { ...request, headers: { ...request.headers, [name]: change(request.headers[name] ?? '') } };
  };
  const reasonOf = async (request: { method: string; url: string; headers: Record<string, string> }) => {
    const check = await verifyHttpSignature(request, key, { now, maxAgeSeconds: 300 });
    return check.ok ? 'acceptée' : check.reason;
  };

  it('accepts the request as signed', async () => {
    expect(await verifyHttpSignature(await signed(), key, { now, maxAgeSeconds: 300 })).toMatchObject({
      ok: true,
      components: ['@method', '@target-uri', 'content-digest'],
    });
  });

  it.each([
    [
      'no signature headers',
      () => signed().then((request) => without(request, 'signature', 'signature-input')),
      'en-têtes Signature et Signature-Input absents',
    ],
    [
      'no Signature',
      () => signed().then((request) => without(request, 'signature')),
      'en-tête Signature absent',
    ],
    [
      'an empty Signature-Input',
      () => changed('signature-input', () => ' '),
      'en-tête Signature-Input absent',
    ],
    [
      'a covered Content-Digest taken away',
      () => signed().then((request) => without(request, 'content-digest')),
      'en-tête Content-Digest absent (la signature le couvre)',
    ],
    [
      'another covered header taken away',
      () => signed({}, ['@method', 'content-type']).then((request) => without(request, 'content-type')),
      'en-tête Content-Type absent (la signature le couvre)',
    ],
    [
      'a Signature-Input that is no RFC 8941 dictionary',
      () => changed('signature-input', (value) => `1${value}`),
      'en-têtes Signature-Input ou Signature mal formés (RFC 8941)',
    ],
    [
      'a Signature-Input that is no inner list',
      () => changed('signature-input', () => 'sig=x;keyid="conque-test"'),
      'en-têtes Signature-Input ou Signature mal formés (RFC 8941)',
    ],
    [
      'a Signature naming another label',
      () => changed('signature', (value) => value.replace(/^sig=/, 'sig2=')),
      'en-têtes Signature-Input ou Signature mal formés (RFC 8941)',
    ],
    ['an unknown key', () => signed({ keyId: 'inconnue' }), 'aucune signature avec la clé attendue'],
    [
      'another algorithm',
      () => changed('signature-input', (value) => value.replace('"hmac-sha256"', '"ed25519"')),
      'algorithme non pris en charge (hmac-sha256 attendu)',
    ],
    ['a wrong signature', () => changed('signature', () => 'sig=:AAAA:'), 'signature invalide'],
    [
      'a covered component that does not exist',
      () => changed('signature-input', (value) => value.replace('"@method"', '"@inconnu"')),
      'composant de signature inconnu',
    ],
    [
      'a signature created in 2030',
      () => signed({ created: new Date('2030-01-01T00:00:00Z') }),
      'signature datée du futur (created)',
    ],
    [
      'a signature created ten minutes ago',
      () => signed({ created: new Date(now.getTime() - 600_000) }),
      'signature trop ancienne (created)',
    ],
    [
      'a signature whose expires is past',
      () => signed({ created: new Date(now.getTime() - 120_000), expires: new Date(now.getTime() - 60_000) }),
      'signature expirée (expires)',
    ],
  ])('refuses %s', async (_what, request, reason) => {
    expect(await reasonOf(await request())).toBe(reason);
  });
});
