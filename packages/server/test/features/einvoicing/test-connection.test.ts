import { createServer, type RequestListener } from 'node:http';
import type { EinvoicingConnectionTestJson } from '@conque/domain/einvoicing/api-types';
import { CONNECTION_FAILURE, CONNECTION_SUCCESS } from '@conque/domain/einvoicing/connection-messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingSettings } from '../../../src/db/schema/index';
import { NO_CONNECTION_MESSAGE } from '../../../src/features/einvoicing/test-einvoicing-connection';
import { signedInUser } from '../../support/factories';
import { freePort } from '../../support/free-port';
import { listenOnLoopback } from '../../support/loopback-server';
import { type ProxiedTestPa, startProxiedTestPa } from '../../support/prism-proxy';
import { createTestApp, type TestApp } from '../../support/test-app';
import { bearerSettings, PA_TOKEN, saveSettings, testConnection } from './einvoicing-test-kit';

// « Tester la connexion » against the local test PA behind Prism (annexes A and B, decision 140):
// every call of ours and every answer of the PA is held to the standard; what worked and what did
// not is said in French, the PA's own words quoted.

const CLIENT = { clientId: 'conque-labo', clientSecret: 'secret-client-4c1d' };

let t: TestApp;
let preparator: string;
let pa: ProxiedTestPa;
beforeAll(async () => {
  [t, pa] = await Promise.all([createTestApp(), startProxiedTestPa({ token: PA_TOKEN, oauth: CLIENT })]);
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
});
afterAll(async () => {
  await pa.close();
  await t.close();
});
afterEach(async () => {
  pa.pa.setDown(false);
  // Prism saw nothing of ours or the PA's that breaks annex A or B.
  expect(await pa.violations()).toEqual([]);
});

const save = async (body: unknown) => expect((await saveSettings(t, preparator, body)).status).toBe(200);
const test = async () => {
  const answer = await testConnection(t, preparator);
  expect(answer.status).toBe(200);
  return (await answer.json()) as EinvoicingConnectionTestJson;
};

describe('Tester la connexion', () => {
  it('without a connection saved, says what to do', async () => {
    await t.db.delete(einvoicingSettings);
    const answer = await testConnection(t, preparator);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: 'bad_request', message: NO_CONNECTION_MESSAGE } });
  });

  it('succeeds with the right token, the switch still off: both healthchecks and an authenticated read each', async () => {
    await save(bearerSettings(pa));
    const before = pa.pa.requests.length;
    expect(await test()).toEqual({
      ok: true,
      summary: CONNECTION_SUCCESS,
      checks: [
        { service: 'flow', ok: true, message: 'Service des flux : joignable, identifiants acceptés.' },
        { service: 'directory', ok: true, message: 'Annuaire : joignable, identifiants acceptés.' },
      ],
    });
    expect(
      pa.pa.requests.slice(before).map(({ method, path, status }) => `${method} ${path} ${status}`),
    ).toEqual([
      'GET /flow-service/v1/healthcheck 200',
      'POST /flow-service/v1/flows/search 200',
      'GET /directory-service/v1/healthcheck 200',
      'POST /directory-service/v1/siren/search 200',
    ]);
    expect(pa.pa.requests.at(-1)?.authorization).toBe(`Bearer ${PA_TOKEN}`);
    // A test sends nothing: no flow submitted.
    expect(pa.pa.flows).toEqual([]);
  });

  it('with a wrong token, shows the PA’s 401 inside a French sentence', async () => {
    await save(bearerSettings(pa, { token: 'jeton-perime' }));
    expect(await test()).toEqual({
      ok: false,
      summary: CONNECTION_FAILURE,
      checks: [
        {
          service: 'flow',
          ok: false,
          message:
            "Service des flux : la plateforme refuse les identifiants (401, « INVALID_TOKEN — Jeton absent, inconnu ou expiré »). Vérifiez le jeton ou les identifiants OAuth 2 qu'elle vous a donnés.",
        },
        {
          service: 'directory',
          ok: false,
          message:
            "Annuaire : la plateforme refuse les identifiants (401, sans message). Vérifiez le jeton ou les identifiants OAuth 2 qu'elle vous a donnés.",
        },
      ],
    });
  });

  it('with OAuth 2 client credentials, obtains a token once and reuses it', async () => {
    await save({
      enabled: true,
      flow_url: pa.flowUrl,
      directory_url: pa.directoryUrl,
      auth_method: 'oauth2',
      oauth_token_url: pa.pa.tokenUrl,
      oauth_client_id: CLIENT.clientId,
      oauth_client_secret: CLIENT.clientSecret,
    });
    expect((await test()).ok).toBe(true);
    expect((await test()).ok).toBe(true);
    expect(pa.pa.requests.filter((request) => request.path === '/oauth/token')).toHaveLength(1);
    expect(pa.pa.requests.at(-1)?.authorization).toMatch(/^Bearer pa-oauth-/);
  });

  it('with a wrong client secret, shows the token endpoint’s refusal', async () => {
    await save({
      enabled: true,
      flow_url: pa.flowUrl,
      directory_url: pa.directoryUrl,
      auth_method: 'oauth2',
      oauth_token_url: pa.pa.tokenUrl,
      oauth_client_id: CLIENT.clientId,
      oauth_client_secret: 'pas-le-bon',
    });
    const result = await test();
    expect(result.ok).toBe(false);
    expect(result.checks[0]?.message).toBe(
      "Service des flux : aucun jeton OAuth 2 obtenu (401, « invalid_client — Client inconnu ou secret erroné »). Vérifiez l'adresse du serveur de jetons, l'identifiant et le secret client.",
    );
  });

  it('with the PA down, says the healthcheck failed with its words', async () => {
    await save(bearerSettings(pa));
    pa.pa.setDown(true);
    const result = await test();
    expect(result.ok).toBe(false);
    expect(result.checks.map((check) => check.message)).toEqual([
      'Service des flux : le contrôle de santé répond 503 (« SERVICE_UNAVAILABLE — Maintenance »). Réessayez plus tard ; si cela dure, contactez votre plateforme.',
      'Annuaire : le contrôle de santé répond 503 (« SERVICE_UNAVAILABLE — Maintenance »). Réessayez plus tard ; si cela dure, contactez votre plateforme.',
    ]);
  });

  it('with an address nobody answers, says so', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    await save(bearerSettings({ flowUrl: nobody, directoryUrl: pa.directoryUrl }));
    const result = await test();
    expect(result.checks[0]).toEqual({
      service: 'flow',
      ok: false,
      message: `Service des flux : aucune réponse de ${nobody}/v1/healthcheck (ECONNREFUSED). Vérifiez l'adresse et que la plateforme est joignable depuis le serveur.`,
    });
    expect(result.checks[1]?.ok).toBe(true);
  });

  it('no longer takes a 404 to the SIREN search for credentials accepted: the lab’s SIREN is in any directory', async () => {
    await save(bearerSettings(pa));
    pa.pa.answerNext('/directory-service/v1/siren/search', { status: 404 });
    const result = await test();
    expect(result.ok).toBe(false);
    expect(result.checks[0]?.ok).toBe(true);
    expect(result.checks[1]).toEqual({
      service: 'directory',
      ok: false,
      message:
        "Annuaire : cette adresse ne répond pas comme un annuaire (XP Z12-013 annexe B) : vérifiez qu'elle n'est pas celle du service des flux. POST /v1/siren/search a répondu 404 (sans message).",
    });
  });

  it('with the two addresses swapped, says neither is the service it should be, whatever the token', async () => {
    const swapped = { flowUrl: pa.directoryUrl, directoryUrl: pa.flowUrl };
    for (const token of [PA_TOKEN, 'jeton-perime']) {
      await save(bearerSettings(swapped, { token }));
      const result = await test();
      expect(result.ok).toBe(false);
      expect(result.summary).toBe(CONNECTION_FAILURE);
      expect(result.checks.map(({ service, ok }) => ({ service, ok }))).toEqual([
        { service: 'flow', ok: false },
        { service: 'directory', ok: false },
      ]);
      // Prism answers 404 to the other annex's path (NO_PATH_MATCHED): no path of that service.
      expect(result.checks.map((check) => check.message)).toEqual([
        "Service des flux : cette adresse ne répond pas comme un service des flux (XP Z12-013 annexe A) : vérifiez qu'elle n'est pas celle de l'annuaire. POST /v1/flows/search a répondu 404 (« Route not resolved, no path matched — The route /v1/flows/search hasn't been found in the specification file »).",
        "Annuaire : cette adresse ne répond pas comme un annuaire (XP Z12-013 annexe B) : vérifiez qu'elle n'est pas celle du service des flux. POST /v1/siren/search a répondu 404 (« Route not resolved, no path matched — The route /v1/siren/search hasn't been found in the specification file »).",
      ]);
    }
  });
});

/** A tiny HTTP server on the loopback answering every request with `status`, `type` and `body`. */
const startSite = async (status: number, type: string, body: string) => {
  const listener: RequestListener = (request, response) => {
    request.resume();
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  return listenOnLoopback(createServer(listener));
};

describe('Tester la connexion, against an address that is no PA service', () => {
  it('refuses a web site that answers a page (200) to any path, such as Conque’s own', async () => {
    const site = await startSite(
      200,
      'text/html; charset=utf-8',
      '<!doctype html><html lang="fr"><head><title>Conque</title></head><body><div id="root"></div></body></html>',
    );
    try {
      await save(bearerSettings({ flowUrl: site.url, directoryUrl: site.url }));
      const result = await test();
      expect(result).toEqual({
        ok: false,
        summary: CONNECTION_FAILURE,
        checks: [
          {
            service: 'flow',
            ok: false,
            message:
              "Service des flux : cette adresse ne répond pas comme un service des flux (XP Z12-013 annexe A) : vérifiez qu'elle n'est pas celle de l'annuaire. GET /v1/healthcheck a répondu 200 (une page web).",
          },
          {
            service: 'directory',
            ok: false,
            message:
              "Annuaire : cette adresse ne répond pas comme un annuaire (XP Z12-013 annexe B) : vérifiez qu'elle n'est pas celle du service des flux. GET /v1/healthcheck a répondu 200 (une page web).",
          },
        ],
      });
    } finally {
      await site.close();
    }
  });

  it('refuses a 200 in plain text to the healthcheck, and still says 401 is the credentials', async () => {
    const text = await startSite(200, 'text/plain', 'OK');
    const refusing = await startSite(
      401,
      'application/json',
      JSON.stringify({ errorCode: 'INVALID_TOKEN', errorMessage: 'Jeton inconnu' }),
    );
    try {
      await save(bearerSettings({ flowUrl: text.url, directoryUrl: refusing.url }));
      expect((await test()).checks.map((check) => check.message)).toEqual([
        "Service des flux : cette adresse ne répond pas comme un service des flux (XP Z12-013 annexe A) : vérifiez qu'elle n'est pas celle de l'annuaire. GET /v1/healthcheck a répondu 200 (« OK »).",
        "Annuaire : la plateforme refuse les identifiants (401, « INVALID_TOKEN — Jeton inconnu »). Vérifiez le jeton ou les identifiants OAuth 2 qu'elle vous a donnés.",
      ]);
    } finally {
      await Promise.all([text.close(), refusing.close()]);
    }
  });
});
