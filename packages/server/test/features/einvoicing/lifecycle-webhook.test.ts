import { createHmac } from 'node:crypto';
import { formatParis } from '@conque/domain/shared/paris-time';
import { and, eq } from 'drizzle-orm';
import { httpbis } from 'http-message-signatures';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  einvoicingDocumentStatuses,
  einvoicingLifecycleAnomalies,
  einvoicingLifecycleCursor,
  einvoicingLifecycleStatuses,
  outbox,
} from '../../../src/db/schema/index';
import { loadPaConnection } from '../../../src/features/einvoicing/einvoicing-connection';
import { contentDigest } from '../../../src/features/einvoicing/http-signature';
import { searchLifecycleFlows } from '../../../src/features/einvoicing/search-lifecycle-flows';
import { WEBHOOK_PATH } from '../../../src/features/einvoicing/webhook-key';
import { sendOverSmtp } from '../../../src/mail/send-over-smtp';
import { part, startSmtpServer } from '../../mail/smtp-test-kit';
import { insertEstablishment, insertInvoice, signedInUser } from '../../support/factories';
import { type ProxiedTestPa, startProxiedTestPa } from '../../support/prism-proxy';
import { createTestApp, type TestApp } from '../../support/test-app';
import type { TestPaFlow } from '../../support/test-pa';
import { lifecycleCdar, signedWebhookRequest } from '../../support/test-pa-webhook';
import { depsAt } from '../invoices/invoices-test-kit';
import { PA_TOKEN } from './einvoicing-test-kit';
import { connectToPa, postWebhook, WEBHOOK_KEY } from './lifecycle-test-kit';

// Decision 147: the lifecycle statuses the PA returns, through its RFC 9421-signed webhook and the
// search fallback, against the test PA behind Prism (annex A): each applied once, CDARs not valid
// against D22B recorded as anomalies, « En litige » alerting the préparateurs by mail.

let t: TestApp;
let pa: ProxiedTestPa;
let establishmentId: string;
beforeAll(async () => {
  [t, pa] = await Promise.all([createTestApp(), startProxiedTestPa({ token: PA_TOKEN })]);
  establishmentId = (await insertEstablishment(t.db)).id;
  await signedInUser(t.db, t.config, { role: 'preparator' });
});
afterAll(async () => {
  await pa.close();
  await t.close();
});
beforeEach(() => connectToPa(t, pa));
afterEach(async () => {
  pa.pa.setDown(false);
  expect(await pa.violations()).toEqual([]);
});

const newInvoice = () => insertInvoice(t.db, { establishmentId });
const emit = (number: string, statusCode: number, at: string, reason?: { code: string; text: string }) =>
  pa.pa.emitLifecycle(
    lifecycleCdar({ documentNumber: number, statusCode, at, reasonCode: reason?.code, reason: reason?.text }),
    number,
  );
const search = async () => {
  const deps = depsAt(t, new Date());
  const connection = await loadPaConnection(deps);
  if (!connection) throw new Error('no connection');
  return searchLifecycleFlows(deps, connection.connection);
};
const anomalyOf = async (flowId: string) =>
  (
    await t.db
      .select()
      .from(einvoicingLifecycleAnomalies)
      .where(eq(einvoicingLifecycleAnomalies.flowId, flowId))
  )[0];
const historyOf = (documentId: string) =>
  t.db
    .select()
    .from(einvoicingLifecycleStatuses)
    .where(eq(einvoicingLifecycleStatuses.documentId, documentId));
const currentOf = async (documentId: string) =>
  (
    await t.db
      .select()
      .from(einvoicingDocumentStatuses)
      .where(eq(einvoicingDocumentStatuses.documentId, documentId))
  )[0];

describe('the signed webhook', () => {
  it('applies a status once: its history, its current status, the reason', async () => {
    const invoice = await newInvoice();
    const flow = emit(invoice.number, 207, '20261128100000', {
      code: 'TX_TVA_ERR',
      text: 'Taux de TVA erroné',
    });
    const answer = await postWebhook(t, flow);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'applied' });
    const [row] = await historyOf(invoice.id);
    expect(row).toMatchObject({
      flowId: flow.flowId,
      documentKind: 'invoice',
      statusCode: 207,
      reasonCode: 'TX_TVA_ERR',
      reason: 'Taux de TVA erroné',
      source: 'webhook',
      statusAt: new Date('2026-11-28T09:00:00Z'),
    });
    expect(await currentOf(invoice.id)).toMatchObject({ statusCode: 207, flowId: flow.flowId });
    // Replayed (within its five minutes), or found again by the search: applied once.
    expect(await (await postWebhook(t, flow)).json()).toEqual({ outcome: 'already' });
    await search();
    expect(await historyOf(invoice.id)).toHaveLength(1);
  });

  it('alerts every préparateur by mail with the reason when « En litige »', async () => {
    const invoice = await newInvoice();
    const flow = emit(invoice.number, 207, '20261128110000', {
      code: 'TX_TVA_ERR',
      text: 'Taux de TVA erroné',
    });
    expect((await postWebhook(t, flow)).status).toBe(200);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Conque : la facture ${invoice.number} est « En litige »`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]?.text).toContain('Motif : Taux de TVA erroné (TX_TVA_ERR)');
    // As it leaves, over SMTP to a real server on loopback.
    const smtp = await startSmtpServer();
    try {
      if (mails[0]) await sendOverSmtp({ ...t.config, smtpUrl: smtp.url }, mails[0]);
    } finally {
      await smtp.close();
    }
    const raw = smtp.received[0]?.raw ?? '';
    expect(smtp.received[0]?.envelopeTo).toEqual([mails[0]?.to]);
    expect(part(raw, 'text/plain')).toContain('Motif : Taux de TVA erroné (TX_TVA_ERR)');
  });

  it('keeps the latest status by the CDAR’s date, whatever the order they arrive in', async () => {
    const invoice = await newInvoice();
    const later = emit(invoice.number, 205, '20261128120000');
    const earlier = emit(invoice.number, 204, '20261128080000');
    expect((await postWebhook(t, later)).status).toBe(200);
    expect((await postWebhook(t, earlier)).status).toBe(200);
    expect(await historyOf(invoice.id)).toHaveLength(2);
    expect(await currentOf(invoice.id)).toMatchObject({ statusCode: 205, flowId: later.flowId });
  });

  /** The PA's call for `flow` as signed (header names as a server reads them), changed as it leaves. */
  const postChanged = async (flow: TestPaFlow, change: (headers: Record<string, string>) => void) => {
    const signed = await signedWebhookRequest(`${t.config.publicUrl}${WEBHOOK_PATH}`, WEBHOOK_KEY, flow);
    const headers = Object.fromEntries(
      Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    change(headers);
    return t.app.request(WEBHOOK_PATH, { method: 'POST', headers, body: signed.body });
  };
  /** The PA's call for `flow`, signed with an `expires` already past. */
  const postExpired = async (flow: TestPaFlow) => {
    const body = JSON.stringify({ flowInfo: { flowId: flow.flowId, flowType: flow.flowType } });
    const signed = await httpbis.signMessage(
      {
        key: {
          id: WEBHOOK_KEY.keyId,
          alg: 'hmac-sha256',
          sign: async (data) =>
            createHmac('sha256', Buffer.from(WEBHOOK_KEY.secret, 'base64')).update(data).digest(),
        },
        fields: ['@method', '@target-uri', 'content-digest'],
        params: ['created', 'expires', 'keyid', 'alg'],
        paramValues: { created: new Date(Date.now() - 120_000), expires: new Date(Date.now() - 60_000) },
      },
      {
        method: 'POST',
        url: `${t.config.publicUrl}${WEBHOOK_PATH}`,
        headers: { 'content-type': 'application/json', 'content-digest': contentDigest(Buffer.from(body)) },
      },
    );
    return t.app.request(WEBHOOK_PATH, {
      method: 'POST',
      headers: signed.headers as Record<string, string>,
      body,
    });
  };

  it.each<[string, (flow: TestPaFlow) => Promise<Response>, string]>([
    [
      'another key',
      (flow) =>
        postWebhook(t, flow, {
          key: { keyId: WEBHOOK_KEY.keyId, secret: Buffer.from('une autre clé').toString('base64') },
        }),
      'signature invalide',
    ],
    [
      'an unknown key id',
      (flow) => postWebhook(t, flow, { key: { ...WEBHOOK_KEY, keyId: 'inconnue' } }),
      'aucune signature avec la clé attendue',
    ],
    [
      'a body changed after signing',
      (flow) => postWebhook(t, flow, { tamper: (body) => body.replace('"flowId":"', '"flowId":"x') }),
      'Content-Digest ne correspond pas au corps',
    ],
    [
      'a signature made ten minutes ago',
      (flow) => postWebhook(t, flow, { created: new Date(Date.now() - 600_000) }),
      'signature trop ancienne (created)',
    ],
    [
      'a signature created in 2030',
      (flow) => postWebhook(t, flow, { created: new Date('2030-01-01T00:00:00Z') }),
      'signature datée du futur (created)',
    ],
    ['a signature whose expires is past', postExpired, 'signature expirée (expires)'],
    [
      'a call with no signature headers',
      (flow) =>
        postChanged(flow, (headers) => {
          delete headers.signature;
          delete headers['signature-input'];
        }),
      'en-têtes Signature et Signature-Input absents',
    ],
    [
      'a call without the Content-Digest its signature covers',
      (flow) =>
        postChanged(flow, (headers) => {
          delete headers['content-digest'];
        }),
      'en-tête Content-Digest absent (la signature le couvre)',
    ],
    [
      'a Signature-Input that is no RFC 8941 dictionary',
      (flow) =>
        postChanged(flow, (headers) => {
          headers['signature-input'] = `1${headers['signature-input']}`;
        }),
      'en-têtes Signature-Input ou Signature mal formés (RFC 8941)',
    ],
  ])('refuses %s: 401 in French, nothing stored', async (_what, call, reason) => {
    const invoice = await newInvoice();
    const flow = emit(invoice.number, 210, '20261128100000');
    const answer = await call(flow);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: `Signature du webhook refusée (${reason}) : vérifiez la clé donnée à la plateforme agréée sur la page « Facturation électronique ».`,
      },
    });
    expect(await historyOf(invoice.id)).toEqual([]);
    expect(await anomalyOf(flow.flowId)).toBeUndefined();
    // Nothing was even asked of the PA.
    expect(pa.pa.requests.filter((r) => r.path.includes(flow.flowId))).toEqual([]);
  });

  it('records a status dated 20261399999999 as an anomaly: a later « Refusée » becomes current', async () => {
    const invoice = await newInvoice();
    const bogus = emit(invoice.number, 200, '20261399999999');
    const answer = await postWebhook(t, bogus);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'anomaly' });
    expect(await anomalyOf(bogus.flowId)).toMatchObject({
      source: 'webhook',
      problem: 'date du statut illisible (IssueDateTime « 20261399999999 »)',
    });
    expect(await historyOf(invoice.id)).toEqual([]);
    expect(await currentOf(invoice.id)).toBeUndefined();
    const refused = emit(invoice.number, 210, '20261128100000');
    expect(await (await postWebhook(t, refused)).json()).toEqual({ outcome: 'applied' });
    expect(await currentOf(invoice.id)).toMatchObject({ statusCode: 210, flowId: refused.flowId });
  });

  it('records a status dated more than a day after its receipt as an anomaly', async () => {
    const invoice = await newInvoice();
    const at = formatParis(new Date(Date.now() + 2 * 24 * 3600_000), 'yyyyMMddHHmmss');
    const flow = emit(invoice.number, 200, at);
    expect(await (await postWebhook(t, flow)).json()).toEqual({ outcome: 'anomaly' });
    expect((await anomalyOf(flow.flowId))?.problem).toBe(
      `date du statut postérieure de plus d’un jour à sa réception (IssueDateTime « ${at} »)`,
    );
    expect(await historyOf(invoice.id)).toEqual([]);
  });

  it('records a CDAR that breaks the D22B schema as an anomaly, never applied', async () => {
    const invoice = await newInvoice();
    const cdar = lifecycleCdar({
      documentNumber: invoice.number,
      statusCode: 210,
      at: '20261128100000',
    }).replace(
      '<ram:TypeCode>23</ram:TypeCode>',
      '<ram:TypeCode>23</ram:TypeCode><ram:Inconnu>x</ram:Inconnu>',
    );
    const flow = pa.pa.emitLifecycle(cdar, invoice.number);
    expect(await (await postWebhook(t, flow)).json()).toEqual({ outcome: 'anomaly' });
    const [anomaly] = await t.db
      .select()
      .from(einvoicingLifecycleAnomalies)
      .where(eq(einvoicingLifecycleAnomalies.flowId, flow.flowId));
    expect(anomaly?.problem).toMatch(
      /^non conforme au schéma CDAR D22B \(ligne \d+\) : Element .*Inconnu.*This element is not expected/,
    );
    expect(await historyOf(invoice.id)).toEqual([]);
    expect(await currentOf(invoice.id)).toBeUndefined();
  });

  it('records a status about no document of ours as an anomaly', async () => {
    const flow = emit('F-1999-99999', 200, '20261128100000');
    expect(await (await postWebhook(t, flow)).json()).toEqual({ outcome: 'anomaly' });
    const [anomaly] = await t.db
      .select()
      .from(einvoicingLifecycleAnomalies)
      .where(eq(einvoicingLifecycleAnomalies.flowId, flow.flowId));
    expect(anomaly?.problem).toBe('aucune facture ni aucun avoir ne porte le numéro « F-1999-99999 »');
  });

  it('with the PA down, answers 202 and leaves the flow to the search', async () => {
    const invoice = await newInvoice();
    const flow = emit(invoice.number, 203, '20261128100000');
    pa.pa.setDown(true);
    const answer = await postWebhook(t, flow);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ outcome: 'deferred' });
    expect(await historyOf(invoice.id)).toEqual([]);
    pa.pa.setDown(false);
    await search();
    expect(await historyOf(invoice.id)).toMatchObject([
      { flowId: flow.flowId, source: 'search', statusCode: 203 },
    ]);
  });
});

describe('the search fallback', () => {
  it('reads every lifecycle flow since its cursor, once, and keeps the cursor', async () => {
    const invoice = await newInvoice();
    const flows = [emit(invoice.number, 200, '20261128080000'), emit(invoice.number, 203, '20261128090000')];
    await search();
    const history = await historyOf(invoice.id);
    expect(history.map((row) => row.flowId).sort()).toEqual(flows.map((flow) => flow.flowId).sort());
    expect(history.every((row) => row.source === 'search')).toBe(true);
    const [cursor] = await t.db.select().from(einvoicingLifecycleCursor);
    expect(cursor?.updatedAfter.toISOString()).toBe(flows[1]?.updatedAt);
    // Again: nothing new, nothing applied twice, nothing downloaded again.
    const downloads = pa.pa.requests.filter((r) => r.method === 'GET').length;
    expect(await search()).toBe(0);
    expect(await historyOf(invoice.id)).toHaveLength(2);
    expect(pa.pa.requests.filter((r) => r.method === 'GET').length).toBe(downloads);
  });

  it('records a status with an unreadable date as an anomaly, never applied', async () => {
    const invoice = await newInvoice();
    const flow = emit(invoice.number, 200, '20261399999999');
    await search();
    expect(await anomalyOf(flow.flowId)).toMatchObject({
      source: 'search',
      problem: 'date du statut illisible (IssueDateTime « 20261399999999 »)',
    });
    expect(await historyOf(invoice.id)).toEqual([]);
    expect(await currentOf(invoice.id)).toBeUndefined();
  });

  it('with the PA down, throws (the job is retried) and catches up once it is back', async () => {
    const invoice = await newInvoice();
    const flow = emit(invoice.number, 212, '20261128100000');
    pa.pa.setDown(true);
    await expect(search()).rejects.toThrow(/HTTP 503/);
    pa.pa.setDown(false);
    await search();
    expect(
      await t.db
        .select()
        .from(einvoicingLifecycleStatuses)
        .where(
          and(
            eq(einvoicingLifecycleStatuses.flowId, flow.flowId),
            eq(einvoicingLifecycleStatuses.statusCode, 212),
          ),
        ),
    ).toHaveLength(1);
  });
});
