import { createPublicKey, verify } from 'node:crypto';
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
