import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, rowCounts, uniqueEmail } from '../auth/auth-test-kit';
import { insertEstablishment, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Found by probing the running server from outside (decision 38).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ENGLISH_DEFAULTS = /Invalid|expected|Too (big|small)|Required|received/;

const sessionIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).session_id;

const jsonCall = (path: string, body: unknown, token?: string, method = 'POST') =>
  t.request(path, { method, body, token, headers: { 'x-test-client-ip': randomIp() } });

describe('NUL characters', () => {
  it('answers a French 400 naming the field on product endpoints, and writes nothing', async () => {
    const establishment = await insertEstablishment(t.db);
    const { token } = await signedInUser(t.db, t.config, { establishmentId: establishment.id });
    const before = await rowCounts(t.db);
    const cases: [string, unknown, string, string][] = [
      ['/api/profile', { first_name: 'Ca\u0000mille', last_name: 'Martin' }, 'PATCH', 'Prénom'],
      ['/api/verify-invitation', { email: 'a\u0000@b.fr', code: 'ABC' }, 'POST', 'Email'],
      ['/api/create-user-profile', { p_user_id: 'x\u0000' }, 'POST', 'Utilisateur'],
      ['/api/send-contact-email', { name: 'A', email: 'a@b.fr', message: 'x\u0000' }, 'POST', 'Message'],
      ['/api/rpc/create_draft_order', { patient_last_name: 'Mar\u0000tin' }, 'POST', ''],
    ];
    for (const [path, body, method, label] of cases) {
      const response = await jsonCall(path, body, token, method);
      const text = await response.text();
      expect(response.status, `${path} ${text}`).toBe(400);
      expect(text, path).toContain('caractère non autorisé');
      if (label) expect(text, path).toContain(label);
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers 400 for a NUL in a search term or any query string', async () => {
    const { token } = await signedInUser(t.db, t.config, { role: 'preparator' });
    for (const path of ['/api/orders?search=ab%00c', '/api/users?search=%00', '/api/orders/drafts?x=%00']) {
      const response = await t.request(path, { token });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
        'caractère non autorisé',
      );
    }
  });

  it('answers the identity service in GoTrue shape (sign-up, sign-in, password reset)', async () => {
    for (const [path, body] of [
      ['/auth/v1/signup', { email: `a\u0000${uniqueEmail()}`, password: 'pw123456' }],
      ['/auth/v1/token?grant_type=password', { email: 'a\u0000@b.fr', password: 'pw123456' }],
      ['/auth/v1/recover', { email: 'a@b.fr\u0000' }],
    ] as const) {
      const response = await jsonCall(path, body);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      const error = (await response.json()) as { code: string; message: string };
      expect(error.code).toBe('validation_failed');
      expect(error.message).toBe('Email : contient un caractère non autorisé (caractère nul)');
    }
    const verify = await t.request('/auth/v1/verify?token=a%00b&type=signup');
    expect(verify.status).toBe(400);
    expect(verify.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});

describe('user metadata through PUT /auth/v1/user', () => {
  // Written as text: JSON.stringify itself overflows the stack at such depths.
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

  it.each([
    ['depth 5 000', `{"data":{"deep":${nested(5000)}}}`],
    ['depth 2 000', `{"data":{"deep":${nested(2000)}}}`],
    ['depth 4', `{"data":{"deep":${nested(4)}}}`],
    [
      '30 keys',
      JSON.stringify({ data: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])) }),
    ],
    ['3 KB', JSON.stringify({ data: { bio: 'x'.repeat(3000) } })],
  ])('refuses %s with a 422 in GoTrue shape, and the user can still refresh', async (_name, body) => {
    const { token, session } = await signedInUser(t.db, t.config);
    const refreshToken = session.refresh_token;
    const response = await jsonCall('/auth/v1/user', body, token, 'PUT');
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const error = (await response.json()) as { code: string; message: string };
    expect(error.code).toBe('validation_failed');
    expect(error.message).toMatch(/^Les métadonnées ne peuvent pas/);
    const refresh = await jsonCall('/auth/v1/token?grant_type=refresh_token', {
      refresh_token: refreshToken,
    });
    expect(refresh.status).toBe(200);
    expect(((await refresh.json()) as { access_token: string }).access_token.length).toBeLessThan(2000);
  });

  it('keeps small metadata', async () => {
    const { token } = await signedInUser(t.db, t.config);
    const response = await jsonCall(
      '/auth/v1/user',
      { data: { theme: 'clair', tips: { seen: true } } },
      token,
      'PUT',
    );
    expect(response.status).toBe(200);
    const user = (await response.json()) as { user_metadata: Record<string, unknown> };
    expect(user.user_metadata.tips).toEqual({ seen: true });
  });
});

describe('content type', () => {
  const post = (path: string, contentType: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': '40', 'x-test-client-ip': randomIp() },
      body: JSON.stringify({ email: uniqueEmail(), password: 'pw123456' }).slice(0, 40).padEnd(40),
    });

  it('refuses a JSON endpoint posted as text/plain or a form with a French 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post('/api/send-contact-email', type);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: {
          code: 'unsupported_media_type',
          message: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
        },
      });
    }
  });

  it('answers the identity service in GoTrue shape', async () => {
    const before = await rowCounts(t.db);
    const response = await post('/auth/v1/signup', 'text/plain;charset=UTF-8');
    expect(response.status).toBe(415);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(((await response.json()) as { code: string }).code).toBe('unsupported_media_type');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('accepts application/json with a charset, as auth-js sends it', async () => {
    const response = await t.app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8', 'x-test-client-ip': randomIp() },
      body: JSON.stringify({ email: uniqueEmail(), password: 'pw123456' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('invalid_credentials');
  });
});

describe('a body over 64 KB, over a real connection', () => {
  let origin: string;
  let close: () => void;
  beforeAll(async () => {
    const server = createAdaptorServer({ fetch: t.app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers 413 with Connection: close, and the next request works', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(70 * 1024) });
    const product = await fetch(`${origin}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(product.status).toBe(413);
    expect(product.headers.get('connection')).toBe('close');
    expect(((await product.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');

    const auth = await fetch(`${origin}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(auth.status).toBe(413);
    expect(auth.headers.get('connection')).toBe('close');
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(((await auth.json()) as { code: string }).code).toBe('payload_too_large');

    expect((await fetch(`${origin}/api/dev/mail`)).status).toBe(200);
  });
});

describe('validation messages', () => {
  it('are never zod English defaults', async () => {
    const establishment = await insertEstablishment(t.db);
    const { token } = await signedInUser(t.db, t.config, { establishmentId: establishment.id });
    const { token: preparator } = await signedInUser(t.db, t.config, { role: 'preparator' });
    const file = { name: 'a.stl', path: 'p', size: 1, type: 'model/stl', uploadedAt: 'hier' };
    const cases: [string, unknown, string?, string?][] = [
      ['/api/rpc/create_draft_order', { stl_files: Array.from({ length: 60 }, () => file) }, token],
      ['/api/rpc/create_draft_order', { stl_files: [file] }, token],
      ['/api/rpc/create_draft_order', { stl_files: [{ ...file, name: 'x'.repeat(300) }] }, token],
      ['/api/rpc/create_draft_order', { stl_files: [{ ...file, size: -1 }] }, token],
      ['/api/rpc/create_draft_order', { stl_files: 'a' }, token],
      ['/api/rpc/create_draft_order', { status: 'registered' }, token],
      [
        '/api/rpc/create_draft_order',
        { details: { type: 'classic', left: { shape: 'x'.repeat(300) } } },
        token,
      ],
      ['/api/update-order', { id: 'nope', updates: {} }, token],
      ['/api/update-order', { id: establishment.id, updates: { status: 'shipped' } }, token],
      ['/api/profile', { first_name: 'x'.repeat(500), last_name: 'M' }, token, 'PATCH'],
      ['/api/delivery-addresses', { name: 'x'.repeat(500) }, token],
      ['/api/send-contact-email', { name: 1, email: [], message: {} }],
      ['/api/rpc/update_invoice_payment_status', { invoice_id: 'x', new_paid_status: 'maybe' }, preparator],
      ['/api/rpc/invite_collaborator', { email: 'a@b.fr', role: 'boss' }, token],
    ];
    for (const [path, body, caller, method] of cases) {
      const response = await jsonCall(path, body, caller, method);
      const text = await response.text();
      expect(response.status, `${path} ${text}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} ${text}`).toBeLessThan(500);
      expect(text, `${path} ${JSON.stringify(body).slice(0, 80)}`).not.toMatch(ENGLISH_DEFAULTS);
    }
    for (const path of ['/api/orders?status=nope', '/api/orders?page=0', '/api/invoices?page=x']) {
      const text = await (await t.request(path, { token: preparator })).text();
      expect(text, path).not.toMatch(ENGLISH_DEFAULTS);
    }
  });
});

describe('access tokens', () => {
  const sign = (claims: Record<string, unknown>, withExpiry: boolean) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience('authenticated');
    return (withExpiry ? jwt.setExpirationTime('1h') : jwt).sign(
      new TextEncoder().encode(t.config.jwtSecret),
    );
  };

  it('without an expiry are refused, even correctly signed', async () => {
    const { user, token } = await signedInUser(t.db, t.config);
    const sessionId = sessionIdOf(token);
    const claims = { sub: user.id, session_id: sessionId, email: user.email, role: 'authenticated' };
    expect((await t.request('/api/profile', { token: await sign(claims, true) })).status).toBe(200);
    const noExpiry = await sign(claims, false);
    expect((await t.request('/api/profile', { token: noExpiry })).status).toBe(401);
    expect((await t.request('/auth/v1/user', { token: noExpiry })).status).toBe(403);
  });

  it("naming another user's session are refused", async () => {
    const alice = await signedInUser(t.db, t.config);
    const bob = await signedInUser(t.db, t.config);
    const token = await sign(
      {
        sub: alice.user.id,
        session_id: sessionIdOf(bob.token),
        email: alice.user.email,
        role: 'authenticated',
      },
      true,
    );
    expect((await t.request('/api/profile', { token })).status).toBe(401);
    expect((await t.request('/auth/v1/user', { token })).status).toBe(403);
  });
});

describe('behind a trusted proxy', () => {
  it('limits by the address the proxy saw: a forged X-Forwarded-For entry does not escape the limit', async () => {
    const proxied = await createTestApp({ trustProxy: 1, rateLimits: { 'auth.sign-in.ip': { limit: 3 } } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await proxied.request('/auth/v1/token?grant_type=password', {
          body: { email: uniqueEmail(), password: 'pw123456' },
          headers: { 'x-forwarded-for': `${randomIp()}, 203.0.113.7` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});
