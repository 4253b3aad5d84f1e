import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createTestApp, type TestApp } from '../support/test-app';

// docs/design.md §1 and §4: GET /files/* serves the local driver's files to whoever holds a link signed for
// 60 s, and to no one else. The clock of the app that answers is moved; the link is signed now.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.storage.put('stl_files', 'o1/embout_1.stl', new Blob(['solid x facet']).stream(), {
    contentType: 'model/stl',
  });
  await t.storage.put('order_pdfs', 'o1/bon-de-commande.pdf', new Blob(['%PDF-1.7']).stream(), {
    contentType: 'application/pdf',
  });
});
afterAll(() => t.close());

const appAt = (secondsLater: number) =>
  createApp({
    db: t.db,
    config: t.config,
    storage: t.storage,
    now: () => new Date(Date.now() + secondsLater * 1000),
  });

const INVALID = { error: { code: 'forbidden', message: 'Lien de téléchargement invalide.' } };
const EXPIRED = {
  error: {
    code: 'forbidden',
    message: 'Ce lien de téléchargement a expiré. Veuillez relancer le téléchargement.',
  },
};

describe('GET /files/* (signed downloads)', () => {
  it('serves an STL file as an attachment, without a session, with its type and length', async () => {
    const url = await t.storage.signedUrl('stl_files', 'o1/embout_1.stl');
    const response = await t.app.request(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('solid x facet');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'model/stl',
      'content-length': '13',
      'content-disposition': `attachment; filename="embout_1.stl"; filename*=UTF-8''embout_1.stl`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await t.app.request(await t.storage.signedUrl('stl_files', 'o1/embout_1.stl'), {
      method: 'HEAD',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('13');
    expect(await response.text()).toBe('');
  });

  it('opens a PDF inline (spec 001 §7: in a new tab)', async () => {
    const response = await t.app.request(await t.storage.signedUrl('order_pdfs', 'o1/bon-de-commande.pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="bon-de-commande.pdf"/);
  });

  it('works for 60 s, then answers 403 in French', async () => {
    const url = await t.storage.signedUrl('stl_files', 'o1/embout_1.stl');
    expect((await appAt(59).request(url)).status).toBe(200);
    const late = await appAt(61).request(url);
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual(EXPIRED);
  });

  it.each([
    [
      'a tampered signature',
      (u: URL) => u.searchParams.set('signature', `${u.searchParams.get('signature')?.slice(0, -2)}AA`),
    ],
    [
      'a later expiry',
      (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
    ],
    ['no signature', (u: URL) => u.searchParams.delete('signature')],
    ['no expiry', (u: URL) => u.searchParams.delete('expires')],
    [
      'another file of the same order',
      (u: URL) => {
        u.pathname = '/files/stl_files/o1/autre_1.stl';
      },
    ],
    [
      'another bucket',
      (u: URL) => {
        u.pathname = '/files/order_pdfs/o1/embout_1.stl';
      },
    ],
    [
      'an unknown bucket',
      (u: URL) => {
        u.pathname = '/files/avatars/o1/embout_1.stl';
      },
    ],
    [
      'a parent segment',
      (u: URL) => {
        u.pathname = '/files/stl_files/o1/..%2F..%2Fjwt-secret';
      },
    ],
    [
      'an encoded slash',
      (u: URL) => {
        u.pathname = '/files/stl_files/o1%2Fembout_1.stl';
      },
    ],
  ])('refuses a link with %s: 403, nothing served', async (_label, tamper) => {
    const url = new URL(await t.storage.signedUrl('stl_files', 'o1/embout_1.stl'), 'http://conque.test');
    tamper(url);
    const response = await t.app.request(`${url.pathname}${url.search}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(INVALID);
  });

  it('answers 404 when the signed file is gone', async () => {
    await t.storage.put('stl_files', 'o1/supprime_1.stl', new Blob(['solid']).stream(), {
      contentType: 'model/stl',
    });
    const url = await t.storage.signedUrl('stl_files', 'o1/supprime_1.stl');
    await t.storage.remove('stl_files', 'o1/supprime_1.stl');
    const response = await t.app.request(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Fichier introuvable.' } });
  });
});
