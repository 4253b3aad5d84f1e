import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

// Decision 147: bad input gets a 4xx naming the field in French; the webhook without a signature
// is refused before anything is read.

let t: TestApp;
let preparator: string;
beforeAll(async () => {
  t = await createTestApp();
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
});
afterAll(() => t.close());

describe('lifecycle bad input', () => {
  it('refuses an unknown status in the invoices list’s filter', async () => {
    const answer = await t.request('/api/invoices?status=199', { token: preparator });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: { code: 'bad_request', message: 'Statut : Statut de cycle de vie inconnu', field: 'status' },
    });
  });

  it('refuses an alert id that is not one', async () => {
    const answer = await t.request('/api/einvoicing/alerts/pas-un-id', {
      method: 'DELETE',
      token: preparator,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { field: string } }).error.field).toBe('id');
  });

  it('refuses an unsigned webhook call: 401 in French, nothing read', async () => {
    const answer = await t.request('/api/einvoicing/webhook', {
      method: 'POST',
      body: { flowInfo: { flowId: 'x' } },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      error: {
        code: 'unauthorized',
        message:
          'Signature du webhook refusée (aucune clé de webhook n’a été créée) : vérifiez la clé donnée à la plateforme agréée sur la page « Facturation électronique ».',
      },
    });
  });
});
