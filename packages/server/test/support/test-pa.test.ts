import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProxiedTestPa, startProxiedTestPa } from './prism-proxy';

// The test PA behind Prism (decision 140) is a real check: a conforming exchange passes, byte for
// byte; a request of ours or an answer of the PA that breaks annex A or B fails.

const TOKEN = 'jeton-du-test-pa';
const CDAR_203 = readFileSync(
  join(import.meta.dirname, 'einvoicing/cdar-examples/UC1_F202500003_03-CDV-203_Mise_a_disposition.xml'),
);
let proxied: ProxiedTestPa;
beforeAll(async () => {
  proxied = await startProxiedTestPa({ token: TOKEN });
});
afterAll(() => proxied.close());

const headers = { authorization: `Bearer ${TOKEN}`, 'accept-language': 'fr' };
const search = (body: unknown) =>
  fetch(`${proxied.flowUrl}/v1/flows/search`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const upload = (flowInfo: Record<string, unknown>, file: Buffer) => {
  const form = new FormData();
  form.append('flowInfo', new Blob([JSON.stringify(flowInfo)], { type: 'application/json' }));
  form.append('file', new Blob([file], { type: 'application/pdf' }), String(flowInfo.name ?? 'f.pdf'));
  return fetch(`${proxied.flowUrl}/v1/flows`, { method: 'POST', headers, body: form });
};

describe('the test PA behind Prism', () => {
  it('takes a flow with binary bytes intact, then finds it by its trackingId', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(4096)]);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const answer = await upload(
      {
        trackingId: 'F-2026-00042',
        name: 'F-2026-00042.pdf',
        flowSyntax: 'Factur-X',
        flowProfile: 'CIUS',
        processingRule: 'B2B',
        sha256,
      },
      pdf,
    );
    expect(answer.status).toBe(202);
    expect(await answer.json()).toMatchObject({ trackingId: 'F-2026-00042', sha256 });
    expect(proxied.pa.flows).toHaveLength(1);
    expect(proxied.pa.flows[0]?.file.equals(pdf)).toBe(true);
    const found = await search({ where: { trackingId: 'F-2026-00042' } });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      results: [{ trackingId: 'F-2026-00042', flowDirection: 'Out', acknowledgement: { status: 'Pending' } }],
    });
    expect(await proxied.violations()).toEqual([]);
  });

  it('emits a lifecycle flow on command: found among the incoming flows, its CDAR read back as emitted', async () => {
    const emitted = proxied.pa.emitLifecycle(CDAR_203.toString('utf8'), 'F202500003');
    const found = await search({ where: { flowDirection: ['In'] } });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      results: [
        { flowId: emitted.flowId, flowType: 'CustomerInvoiceLC', flowSyntax: 'CDAR', flowDirection: 'In' },
      ],
    });
    const original = await fetch(`${proxied.flowUrl}/v1/flows/${emitted.flowId}?docType=Original`, {
      headers,
    });
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(CDAR_203)).toBe(true);
    expect(await proxied.violations()).toEqual([]);
  });

  it('answers the directory as annex B says: SIREN and SIRET searches and reads, directory lines', async () => {
    proxied.pa.companies.push({
      siren: '356000000',
      businessName: 'Audition Démo',
      facilities: [
        {
          siret: '35600000000048',
          name: 'Audition Démo Lyon',
          addressingIdentifier: '356000000_35600000000048',
        },
      ],
    });
    const directory = (path: string, body: unknown) =>
      fetch(`${proxied.directoryUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const siren = await directory('/v1/siren/search', {
      filters: { siren: { op: 'contains', value: '356000000' } },
    });
    expect(siren.status).toBe(200);
    expect(await siren.json()).toMatchObject({
      totalNumberOfResults: 1,
      results: [{ businessName: 'Audition Démo' }],
    });
    const siret = await directory('/v1/siret/search', {
      filters: { siret: { op: 'contains', value: '35600000000048' } },
    });
    expect(await siret.json()).toMatchObject({ results: [{ siret: '35600000000048', siren: '356000000' }] });
    const line = await directory('/v1/directory-line/search', {
      filters: { addressingIdentifier: { op: 'contains', value: '356000000' } },
    });
    expect(await line.json()).toMatchObject({
      results: [{ addressingIdentifier: '356000000_35600000000048', platform: { platformType: 'WK' } }],
    });
    const bySiren = await fetch(`${proxied.directoryUrl}/v1/siren/code-insee:356000000`, { headers });
    expect(await bySiren.json()).toMatchObject({ siren: '356000000', businessName: 'Audition Démo' });
    const bySiret = await fetch(`${proxied.directoryUrl}/v1/siret/code-insee:35600000000048`, { headers });
    expect(await bySiret.json()).toMatchObject({ siret: '35600000000048', name: 'Audition Démo Lyon' });
    expect(
      (await fetch(`${proxied.directoryUrl}/v1/siret/code-insee:35600000000055`, { headers })).status,
    ).toBe(404);
    const refused = await fetch(`${proxied.directoryUrl}/v1/siren/search`, {
      method: 'POST',
      headers: { ...headers, authorization: 'Bearer faux', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect(await proxied.violations()).toEqual([]);
  });

  it('refuses a flowInfo that breaks annex A (checked by the PA against FlowInfo)', async () => {
    const answer = await upload({ trackingId: 'F-1', flowSyntax: 'PDF' }, Buffer.from('%PDF'));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorCode: 'INVALID_FLOW_INFO' });
  });

  it('refuses, through Prism, a request of ours that breaks annex A', async () => {
    const answer = await search({ limit: 500, where: { trackingId: 'F-1' } });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(await answer.json())).toContain('limit');
  });

  it('fails, through Prism, an answer of the PA that breaks annex A', async () => {
    proxied.pa.answerNext('/flow-service/v1/flows/search', { status: 200, body: { results: 'aucun' } });
    const answer = await search({ where: { trackingId: 'F-1' } });
    expect(answer.status).toBe(500);
    expect(JSON.stringify(await answer.json())).toContain('results');
    expect(await proxied.violations()).not.toEqual([]);
  });
});
