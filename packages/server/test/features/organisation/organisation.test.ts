import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { createTestApp, type TestApp } from '../../support/test-app';

const ENV = {
  DATA_DIR: '/tmp/conque-test',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  ORG_NAME: 'Laboratoire Dupont',
  ORG_ADDRESS: '5 quai Saint-Antoine, 69002 Lyon',
  ORG_PHONE: '04 78 11 22 33',
  HELP_PHONE: '04 78 11 22 44',
  ORG_SIRET: '44306184100047',
  CONTACT_INBOX: 'secret-inbox@dupont.fr',
  IMPRESSION_RETENTION_MONTHS: '24',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    organisation: loadConfig(ENV).organisation,
    impressionRetentionMonths: loadConfig(ENV).impressionRetentionMonths,
  });
});
afterAll(() => t.close());

describe('GET /api/organisation', () => {
  it('answers the configured identity, without signing in', async () => {
    const response = await t.request('/api/organisation');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'Laboratoire Dupont',
      address: '5 quai Saint-Antoine, 69002 Lyon',
      phone: '04 78 11 22 33',
      help_phone: '04 78 11 22 44',
      impression_retention_months: 24,
    });
  });

  it('ignores a stale token: the identity is public', async () => {
    const response = await t.request('/api/organisation', { token: 'not-a-jwt' });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).not.toMatch(/SIRET|44306184100047|secret-inbox/i);
  });
});
