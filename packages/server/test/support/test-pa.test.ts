import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProxiedTestPa, startProxiedTestPa } from './prism-proxy';

// The test PA behind Prism (decision 139) is a real check: a conforming exchange passes, byte for
// byte; a request of ours or an answer of the PA that breaks annex A or B fails.

const TOKEN = 'jeton-du-test-pa';
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
