import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  einvoicingDocumentStatuses,
  einvoicingLifecycleStatuses,
  einvoicingSubmissions,
  einvoicingWebhookKeys,
  jobs,
} from '../../../src/db/schema/index';
import { SUBMIT_FLOW_JOB } from '../../../src/features/einvoicing/submit-flow-kind';
import { insertInvoice } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixEndpoint,
  notFound,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';

// Decision 147: a document's lifecycle is seen by whoever sees the document (the lab; a clinic's
// managers, their establishment's); users and viewers see nothing of it; the webhook's key, the
// anomalies, the alerts and the flows waiting for the PA (decision 146) are the préparateurs'. Each
// call × every caller, on both databases.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let statusSequence = 0;
/** An invoice with a status « En litige » in its history and as its current status. */
const disputedInvoice = async (establishmentId: string) => {
  const invoice = await insertInvoice(t.db, { establishmentId });
  statusSequence += 1;
  const flowId = `flux-matrice-${statusSequence}-${invoice.id}`;
  const statusAt = new Date('2026-11-28T10:00:00Z');
  const [row] = await t.db
    .insert(einvoicingLifecycleStatuses)
    .values({
      flowId,
      documentKind: 'invoice',
      documentId: invoice.id,
      documentNumber: invoice.number,
      establishmentId,
      statusCode: 207,
      reasonCode: 'TX_TVA_ERR',
      reason: 'Taux de TVA erroné',
      statusAt,
      source: 'webhook',
    })
    .returning();
  await t.db.insert(einvoicingDocumentStatuses).values({
    documentId: invoice.id,
    documentKind: 'invoice',
    statusCode: 207,
    reason: 'Taux de TVA erroné',
    statusAt,
    flowId,
  });
  if (!row) throw new Error('status not inserted');
  return { invoice, alertId: row.id };
};

/** The invoice's flow, waiting for the PA after a failed try. */
const pendingFlow = async (invoice: { id: string; number: string }) => {
  const [row] = await t.db
    .insert(einvoicingSubmissions)
    .values({
      kind: 'invoice',
      documentId: invoice.id,
      trackingId: invoice.number,
      flowSyntax: 'Factur-X',
      flowProfile: 'CIUS',
      processingRule: 'B2B',
      fileName: `facture_${invoice.number}.pdf`,
      lastError: 'plateforme injoignable (ECONNREFUSED)',
    })
    .returning();
  if (!row) throw new Error('submission not inserted');
  return row.id;
};

const makeScene = async (who: Who) => {
  const scene = await callerScene(t, who);
  const mine = await disputedInvoice(scene.own.id);
  return {
    ...scene,
    mine,
    theirs: await disputedInvoice(scene.other.id),
    pendingFlowId: await pendingFlow(mine.invoice),
  };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const LIFECYCLE = { current: { status_code: 207, label: 'En litige', reason: 'Taux de TVA erroné' } };

const ENDPOINTS = {
  'GET /api/einvoicing/documents/:id/lifecycle (own establishment)': {
    call: (s) => ({ path: `/api/einvoicing/documents/${s.mine.invoice.id}/lifecycle` }),
    check: (_s, json) => expect(json).toMatchObject(LIFECYCLE),
  },
  'GET /api/einvoicing/documents/:id/lifecycle (other establishment)': {
    call: (s) => ({ path: `/api/einvoicing/documents/${s.theirs.invoice.id}/lifecycle` }),
    check: (_s, json) => expect(json).toMatchObject(LIFECYCLE),
  },
  'GET /api/invoices?status=207': {
    call: () => ({ path: '/api/invoices?status=207' }),
    check: (s, json) => {
      const items = (json as { items: { id: string; lifecycle_status: unknown }[] }).items;
      if (s.me.role === 'preparator' || s.me.establishmentId)
        expect(items.find((item) => item.id === s.mine.invoice.id)?.lifecycle_status).toMatchObject(
          LIFECYCLE.current,
        );
      else expect(items).toEqual([]);
    },
  },
  'GET /api/einvoicing/anomalies': { call: () => ({ path: '/api/einvoicing/anomalies' }) },
  'GET /api/einvoicing/alerts': {
    call: () => ({ path: '/api/einvoicing/alerts' }),
    check: (s, json) =>
      expect((json as { items: { id: string }[] }).items.map((item) => item.id)).toContain(s.mine.alertId),
  },
  'DELETE /api/einvoicing/alerts/:id': {
    call: (s) => ({ method: 'DELETE', path: `/api/einvoicing/alerts/${s.mine.alertId}` }),
    check: (_s, json) => expect(json).toEqual({ cleared: 1 }),
  },
  'GET /api/einvoicing/pending-flows': {
    call: () => ({ path: '/api/einvoicing/pending-flows' }),
    check: (s, json) =>
      expect((json as { items: { id: string }[] }).items.map((item) => item.id)).toContain(s.pendingFlowId),
  },
  'POST /api/einvoicing/pending-flows/:id/retry': {
    call: (s) => ({ method: 'POST', path: `/api/einvoicing/pending-flows/${s.pendingFlowId}/retry` }),
    check: (s, json) => expect(json).toMatchObject({ id: s.pendingFlowId }),
  },
  'GET /api/einvoicing/webhook-key': {
    call: () => ({ path: '/api/einvoicing/webhook-key' }),
    check: (_s, json) =>
      expect(json).toMatchObject({ url: 'http://conque.test/api/einvoicing/webhook', secret: null }),
  },
  'POST /api/einvoicing/webhook-key': {
    call: () => ({ method: 'POST', path: '/api/einvoicing/webhook-key' }),
    check: (_s, json) =>
      expect(json).toMatchObject({
        algorithm: 'hmac-sha256',
        key_id: expect.stringMatching(/^conque-[0-9a-f]{12}$/),
        secret: expect.any(String),
      }),
  },
} satisfies Record<string, MatrixEndpoint<Scene>>;

// Columns: anonymous, bad token, preparator, manager, manager without establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'GET /api/einvoicing/documents/:id/lifecycle (own establishment)': [401, 401, 200, 200, 404, 404, 404],
  'GET /api/einvoicing/documents/:id/lifecycle (other establishment)': [401, 401, 200, 404, 404, 404, 404],
  'GET /api/invoices?status=207': [401, 401, 200, 200, 200, 403, 403],
  'GET /api/einvoicing/anomalies': [401, 401, 200, 403, 403, 403, 403],
  'GET /api/einvoicing/alerts': [401, 401, 200, 403, 403, 403, 403],
  'DELETE /api/einvoicing/alerts/:id': [401, 401, 200, 403, 403, 403, 403],
  'GET /api/einvoicing/pending-flows': [401, 401, 200, 403, 403, 403, 403],
  'POST /api/einvoicing/pending-flows/:id/retry': [401, 401, 200, 403, 403, 403, 403],
  'GET /api/einvoicing/webhook-key': [401, 401, 200, 403, 403, 403, 403],
  'POST /api/einvoicing/webhook-key': [401, 401, 201, 403, 403, 403, 403],
};

describe('e-invoicing lifecycle permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    endpoints: ENDPOINTS,
    makeScene,
    // A refused call changes neither the alerts, the key nor the flows' jobs.
    snapshot: async () => ({
      statuses: await t.db.select().from(einvoicingLifecycleStatuses),
      keys: await t.db.select().from(einvoicingWebhookKeys),
      flowJobs: await t.db.select().from(jobs).where(eq(jobs.kind, SUBMIT_FLOW_JOB)),
    }),
    errors: errorBodies({ 404: notFound('Facture ou avoir introuvable') }),
  });
});
