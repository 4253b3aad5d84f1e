import type { EinvoicingSettingsJson } from '@conque/domain/einvoicing/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingSettings } from '../../../src/db/schema/index';
import { openEinvoicingSecret } from '../../../src/features/einvoicing/einvoicing-secret';
import { SET_BY_ENVIRONMENT_MESSAGE } from '../../../src/features/einvoicing/update-einvoicing-settings';
import { type CapturedLogs, captureLogs } from '../../support/capture-logs';
import { signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { bearerSettings, PA_TOKEN, saveSettings } from './einvoicing-test-kit';

// The lab's connection to its PA as the « Facturation électronique » page saves it (decision 140):
// off by default, the secrets sealed at rest and never answered nor logged, bad input named in French.

const PA = {
  flowUrl: 'https://api.flow.pa.exemple.fr/flow-service',
  directoryUrl: 'https://api.directory.pa.exemple.fr/directory-service',
};
const CLIENT_SECRET = 'secret-client-oauth-92be41';

let t: TestApp;
let preparator: string;
let logs: CapturedLogs;
const answers: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  logs = captureLogs('trace');
});
afterAll(async () => {
  logs.restore();
  await t.close();
});

const read = async (response: Response) => {
  const text = await response.text();
  answers.push(text);
  return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
};
const settings = async () =>
  (await read(await t.request('/api/einvoicing/settings', { token: preparator }))).json;
const rows = () => t.db.select().from(einvoicingSettings);

describe('the e-invoicing settings', () => {
  it('are off until a préparateur saves a connection', async () => {
    expect(await settings()).toEqual({
      source: 'none',
      enabled: false,
      flow_url: null,
      directory_url: null,
      auth_method: 'bearer',
      oauth_token_url: null,
      oauth_client_id: null,
      token_set: false,
      oauth_client_secret_set: false,
      updated_at: null,
    });
  });

  it('keep the bearer token sealed: not in the row in clear, never in an answer', async () => {
    const saved = await read(await saveSettings(t, preparator, bearerSettings(PA, { enabled: true })));
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      source: 'page',
      enabled: true,
      flow_url: PA.flowUrl,
      directory_url: PA.directoryUrl,
      auth_method: 'bearer',
      token_set: true,
    } satisfies Partial<EinvoicingSettingsJson>);
    const [row] = await rows();
    expect(row?.token).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(PA_TOKEN);
    expect(openEinvoicingSecret(t.config, 'token', row?.token ?? '')).toBe(PA_TOKEN);
    // Bound to its purpose: the sealed token does not open as the client secret.
    expect(() => openEinvoicingSecret(t.config, 'oauth-client-secret', row?.token ?? '')).toThrow();
  });

  it('keep the token when the form leaves it empty, and take a new one when sent', async () => {
    const { token: _left, ...withoutToken } = bearerSettings(PA, { enabled: false });
    expect((await read(await saveSettings(t, preparator, withoutToken))).json).toMatchObject({
      enabled: false,
      token_set: true,
    });
    const [kept] = await rows();
    expect(openEinvoicingSecret(t.config, 'token', kept?.token ?? '')).toBe(PA_TOKEN);
    await saveSettings(t, preparator, bearerSettings(PA, { token: 'un-autre-jeton' }));
    const [changed] = await rows();
    expect(openEinvoicingSecret(t.config, 'token', changed?.token ?? '')).toBe('un-autre-jeton');
  });

  it('switch to OAuth 2: the client secret sealed, the bearer token dropped; a secret is required once', async () => {
    const oauth = {
      enabled: true,
      flow_url: PA.flowUrl,
      directory_url: PA.directoryUrl,
      auth_method: 'oauth2',
      oauth_token_url: 'https://auth.pa.exemple.fr/oauth/token',
      oauth_client_id: 'conque-labo',
    };
    const missing = await read(await saveSettings(t, preparator, oauth));
    expect(missing).toEqual({
      status: 400,
      json: {
        error: {
          code: 'bad_request',
          message: 'Secret client OAuth 2 : Ce champ est obligatoire',
          field: 'oauth_client_secret',
        },
      },
    });
    const saved = await read(
      await saveSettings(t, preparator, { ...oauth, oauth_client_secret: CLIENT_SECRET }),
    );
    expect(saved.json).toMatchObject({
      auth_method: 'oauth2',
      oauth_token_url: 'https://auth.pa.exemple.fr/oauth/token',
      oauth_client_id: 'conque-labo',
      token_set: false,
      oauth_client_secret_set: true,
    });
    const [row] = await rows();
    expect(row?.token).toBeNull();
    expect(JSON.stringify(row)).not.toContain(CLIENT_SECRET);
    expect(openEinvoicingSecret(t.config, 'oauth-client-secret', row?.oauthClientSecret ?? '')).toBe(
      CLIENT_SECRET,
    );
    expect((await read(await saveSettings(t, preparator, oauth))).status).toBe(200);
  });

  it.each([
    [
      { flow_url: 'ftp://pa.exemple.fr' },
      'flow_url',
      'Adresse du service des flux : adresse invalide (https://… attendue)',
    ],
    [
      { directory_url: 'http://pa.exemple.fr/annuaire' },
      'directory_url',
      "Adresse de l'annuaire : adresse invalide (https://… attendue)",
    ],
    [
      { flow_url: 'https://jean:motdepasse@pa.exemple.fr' },
      'flow_url',
      'Adresse du service des flux : adresse invalide (https://… attendue)',
    ],
    [{ flow_url: '' }, 'flow_url', 'Adresse du service des flux : Ce champ est obligatoire'],
    [{ enabled: 'oui' }, 'enabled', 'Facturation électronique activée : oui ou non attendu'],
    [{ auth_method: 'basic' }, 'auth_method', "Mode d'authentification : jeton ou OAuth 2 attendu"],
    [{ token: 'deux mots' }, 'token', "Jeton d'accès : sans espace ni retour à la ligne"],
    [
      { auth_method: 'oauth2', oauth_client_id: 'x', oauth_client_secret: 'y' },
      'oauth_token_url',
      'Adresse du serveur de jetons OAuth 2 : Ce champ est obligatoire',
    ],
    [{ proxy: 'x' }, undefined, 'Champ inconnu : proxy'],
    // One rule for the three addresses (domain/einvoicing/settings-schema.ts): a port from 1 to
    // 65535, a host that is a valid DNS name or IP address, 2 000 characters at most.
    [
      { flow_url: 'http://127.0.0.1:99999' },
      'flow_url',
      'Adresse du service des flux : port invalide (de 1 à 65535)',
    ],
    [
      { flow_url: 'http://127.0.0.1:0' },
      'flow_url',
      'Adresse du service des flux : port invalide (de 1 à 65535)',
    ],
    [
      { flow_url: 'https://256.256.256.256' },
      'flow_url',
      "Adresse du service des flux : nom d'hôte invalide (nom de domaine ou adresse IP attendu)",
    ],
    [
      { flow_url: 'https://-x-.' },
      'flow_url',
      "Adresse du service des flux : nom d'hôte invalide (nom de domaine ou adresse IP attendu)",
    ],
    [
      { directory_url: 'https://a.fr:99999' },
      'directory_url',
      "Adresse de l'annuaire : port invalide (de 1 à 65535)",
    ],
    [
      {
        auth_method: 'oauth2',
        oauth_token_url: 'http://127.0.0.1:0/token',
        oauth_client_id: 'labo',
        oauth_client_secret: 'secret',
      },
      'oauth_token_url',
      'Adresse du serveur de jetons OAuth 2 : port invalide (de 1 à 65535)',
    ],
  ])('refuses %j with a 400 naming the field in French', async (change, field, message) => {
    const before = await rows();
    const answer = await read(await saveSettings(t, preparator, { ...bearerSettings(PA), ...change }));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 'bad_request', message, ...(field ? { field } : {}) } });
    expect(await rows()).toEqual(before);
  });

  it('caps the OAuth 2 token endpoint at 2 000 characters, as the two services’ addresses', async () => {
    const before = await rows();
    const answer = await read(
      await saveSettings(t, preparator, {
        ...bearerSettings(PA),
        auth_method: 'oauth2',
        oauth_token_url: `https://auth.pa.exemple.fr/${'a'.repeat(50_000)}`,
        oauth_client_id: 'labo',
        oauth_client_secret: 'secret',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        code: 'bad_request',
        message: 'Adresse du serveur de jetons OAuth 2 : 2000 caractères au plus',
        field: 'oauth_token_url',
      },
    });
    expect(await rows()).toEqual(before);
  });

  it('never wrote a secret in an answer or the log', () => {
    const everything = [...answers, ...logs.lines.map((line) => JSON.stringify(line))].join('\n');
    expect(answers.length).toBeGreaterThan(5);
    // The request log did write lines (one per request at info and above), none with a secret.
    expect(
      logs.lines.filter((line) => String(line.url ?? line.route ?? '').includes('/api/einvoicing')).length,
    ).toBeGreaterThan(5);
    expect(everything).not.toContain(PA_TOKEN);
    expect(everything).not.toContain('un-autre-jeton');
    expect(everything).not.toContain(CLIENT_SECRET);
  });
});

describe('the connection set by the environment', () => {
  it('takes precedence: shown as on and from the environment, never its token; the page cannot change it', async () => {
    const env = await createTestApp({
      einvoicing: { ...PA, auth: { method: 'bearer', token: 'jeton-de-l-environnement' } },
    });
    try {
      const { token } = await signedInUser(env.db, env.config, { role: 'preparator' });
      const answer = await env.request('/api/einvoicing/settings', { token });
      const text = await answer.text();
      expect(JSON.parse(text)).toMatchObject({
        source: 'environment',
        enabled: true,
        flow_url: PA.flowUrl,
        auth_method: 'bearer',
        token_set: true,
      });
      expect(text).not.toContain('jeton-de-l-environnement');
      const refused = await saveSettings(env, token, bearerSettings(PA));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: { code: 'conflict', message: SET_BY_ENVIRONMENT_MESSAGE },
      });
    } finally {
      await env.close();
    }
  });
});
