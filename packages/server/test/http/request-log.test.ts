import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logger } from '../../src/logging/logger';
import { StorageUnavailableError } from '../../src/storage/storage';
import { type CapturedLogs, captureLogs } from '../support/capture-logs';
import { insertEstablishment, insertOrder, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let logs: CapturedLogs;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ORDER_ID = '6f1f7c1e-8d1b-4c55-9a51-0c2f3b4d5e6f';

const capturing = async <T>(run: () => Promise<T>): Promise<T> => {
  logs = captureLogs();
  try {
    return await run();
  } finally {
    logs.restore();
  }
};
const requestLines = () => logs.lines.filter((line) => line.msg === 'requête');

describe('the request log', () => {
  it('writes one line per request with the route pattern, never the path, its ids or its query', async () => {
    const response = await capturing(() => t.request(`/api/orders/${ORDER_ID}?search=dupont`));
    expect(response.status).toBe(401);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        requestId: id,
        method: 'GET',
        route: '/api/orders/:id',
        status: 401,
        durationMs: expect.any(Number),
      }),
    ]);
    const written = JSON.stringify(logs.lines);
    expect(written).not.toContain(ORDER_ID);
    expect(written).not.toContain('dupont');
  });

  it('keeps no token, e-mail address or password sent in a query, a header or a body', async () => {
    const secret = 'jeton-secret-0123456789';
    await capturing(async () => {
      await t.request(`/auth/v1/verify?token=${secret}&type=recovery&email=elodie%40exemple.fr`);
      await t.request('/auth/v1/token?grant_type=password', {
        body: { email: 'élodie@exemple.fr', password: secret },
        headers: { authorization: `Bearer ${secret}`, cookie: `sb=${secret}` },
      });
    });
    expect(requestLines().map((line) => [line.method, line.route])).toEqual([
      ['GET', '/auth/v1/verify'],
      ['POST', '/auth/v1/token'],
    ]);
    const written = JSON.stringify(logs.lines);
    expect(written).not.toContain(secret);
    expect(written).not.toContain('exemple.fr');
  });

  it('takes a short safe X-Request-Id from the caller, and replaces any other', async () => {
    const kept = await capturing(() => t.request('/healthz', { headers: { 'x-request-id': 'lb-4f2a_9' } }));
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a_9');
    // A probe's success is logged at debug, below the default level.
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 'debug', requestId: 'lb-4f2a_9', route: '/healthz', status: 200 }),
    ]);
    for (const unsafe of ['a b', 'x'.repeat(65), 'id"level":"error', '../etc']) {
      const response = await t.request('/healthz', { headers: { 'x-request-id': unsafe } });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('logs an unexpected error with the request id, the route and the error without its parameters', async () => {
    const broken = await createTestApp();
    await broken.close();
    const response = await capturing(() =>
      broken.request('/api/send-contact-email', {
        body: { email: 'camille@exemple.fr', message: 'Bonjour' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    );
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id');
    const error = logs.lines.find((line) => line.level === 'error');
    expect(error).toMatchObject({
      msg: 'erreur inattendue',
      requestId: id,
      route: '/api/send-contact-email',
      err: { name: expect.any(String), message: expect.any(String) },
    });
    expect(requestLines()).toEqual([expect.objectContaining({ requestId: id, status: 500 })]);
    expect(JSON.stringify(logs.lines)).not.toContain('camille');
  });

  it('logs a storage outage at warn with the request id and the route, and answers 503', async () => {
    const down = await createTestApp(
      {},
      {
        storage: {
          ...t.storage,
          signedUrl: () => Promise.reject(new StorageUnavailableError(new Error('connect ECONNREFUSED'))),
        },
      },
    );
    try {
      const establishment = await insertEstablishment(down.db);
      const { user, token } = await signedInUser(down.db, down.config, {
        role: 'manager',
        establishmentId: establishment.id,
      });
      const order = await insertOrder(down.db, {
        establishmentId: establishment.id,
        createdBy: user.id,
        status: 'registered',
        pdfUrl: `order_pdfs/${ORDER_ID}/bon_1.pdf`,
      });
      const response = await capturing(() =>
        down.request(`/api/orders/${order.id}/pdf-url`, { method: 'POST', token }),
      );
      expect(response.status).toBe(503);
      const id = response.headers.get('x-request-id');
      expect(logs.lines.find((line) => line.level === 'warn')).toMatchObject({
        msg: 'stockage indisponible',
        requestId: id,
        route: '/api/orders/:id/pdf-url',
        err: { message: 'connect ECONNREFUSED' },
      });
      expect(JSON.stringify(logs.lines)).not.toContain(order.id);
    } finally {
      await down.close();
    }
  });
});

describe('the logger', () => {
  it('writes JSON lines with the level as a word and an ISO time, and no e-mail address anywhere', () => {
    const captured = captureLogs('info');
    try {
      logger.info({ to: 'Élodie.Martin@exemple.fr' }, 'envoi refusé par le serveur : <élodie@exemple.fr>');
      logger.debug('sous le niveau');
    } finally {
      captured.restore();
    }
    expect(captured.lines).toEqual([
      expect.objectContaining({
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        to: '[adresse retirée]',
        msg: 'envoi refusé par le serveur : <[adresse retirée]>',
      }),
    ]);
  });

  it('censors credentials and headers if an object holding them is ever logged', () => {
    const captured = captureLogs('info');
    try {
      logger.info({ password: 'p', req: { headers: { authorization: 'Bearer x', cookie: 'c' } } }, 'objet');
    } finally {
      captured.restore();
    }
    expect(captured.lines[0]).toMatchObject({
      password: '[retiré]',
      req: { headers: { authorization: '[retiré]', cookie: '[retiré]' } },
    });
  });
});
