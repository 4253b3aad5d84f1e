import { createHash } from 'node:crypto';
import type { PendingFlowsJson } from '@conque/domain/einvoicing/flow-status';
import type { CreditNotePage } from '@conque/domain/invoices/credit-note-schemas';
import type { InvoicePage } from '@conque/domain/invoices/invoice-schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingSubmissions, invoices, jobs } from '../../../src/db/schema/index';
import { SUBMIT_FLOW_JOB } from '../../../src/features/einvoicing/submit-flow-kind';
import { GENERATE_INVOICE_PDF_JOB } from '../../../src/features/invoices/invoice-pdf-job';
import { signedInUser } from '../../support/factories';
import { type ProxiedTestPa, startProxiedTestPa } from '../../support/prism-proxy';
import { createTestApp, type TestApp } from '../../support/test-app';
import { autoAcknowledge, flowsPerTrackingId } from '../../support/test-pa-acks';
import { bearerSettings, PA_TOKEN, saveSettings } from './einvoicing-test-kit';
import { dueNow, runFlowJobs, runMonth, shippedInMonth, submissionOf } from './send-flows-test-kit';

// Decision 146: every invoice and credit note is queued in the transaction that issues it, then sent
// to the lab's PA (the test PA behind Prism, annex A) exactly once, across timeouts and retries;
// its acknowledgement is recorded. Switched off, nothing changes.

let t: TestApp;
let pa: ProxiedTestPa;
let preparator: string;
beforeAll(async () => {
  [t, pa] = await Promise.all([createTestApp(), startProxiedTestPa({ token: PA_TOKEN })]);
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  autoAcknowledge(pa.pa, {
    errorFor: (flow) =>
      flow.trackingId === refusedNumber
        ? [{ level: 'Error', item: 'BT-48', reasonCode: 'IRR_SYNTAX', reasonMessage: 'TVA acheteur absente' }]
        : undefined,
  });
});
afterAll(async () => {
  await pa.close();
  await t.close();
});
afterEach(async () => {
  pa.pa.setDown(false);
  expect(await pa.violations()).toEqual([]);
});
let refusedNumber = '';

const turn = async (enabled: boolean) =>
  expect((await saveSettings(t, preparator, bearerSettings(pa, { enabled }))).status).toBe(200);
const numbersOf = async (month: string) =>
  (await t.db.select().from(invoices).where(eq(invoices.month, month))).map((row) => row.number).sort();
const flowJobs = () => t.db.select().from(jobs).where(eq(jobs.kind, SUBMIT_FLOW_JOB));
const pdfJobs = () => t.db.select().from(jobs).where(eq(jobs.kind, GENERATE_INVOICE_PDF_JOB));

describe('sending invoices to the PA (decision 146)', () => {
  it('switched off, the monthly run queues nothing for the PA and invoices as before', async () => {
    await turn(false);
    await shippedInMonth(t, '2031-01', 2);
    expect(await runMonth(t, '2031-01')).toEqual({ created: 2, month: '2031-01' });
    expect(await t.db.select().from(einvoicingSubmissions)).toEqual([]);
    expect(await flowJobs()).toEqual([]);
    // The PDFs are the PDF jobs', as always.
    const issued = await t.db.select().from(invoices).where(eq(invoices.month, '2031-01'));
    expect(
      (await pdfJobs()).filter((job) => issued.some((invoice) => invoice.id === job.payload.invoiceId)),
    ).toHaveLength(2);
    expect(await runFlowJobs(t)).toMatchObject({ done: 0, retried: 0, failed: 0 });
    expect(pa.pa.flows).toEqual([]);
  });

  it('switched on, queues each invoice with the run, sends it once with its flowInfo, then records Ok', async () => {
    await turn(true);
    await shippedInMonth(t, '2031-02', 3);
    await runMonth(t, '2031-02');
    const numbers = await numbersOf('2031-02');
    const queued = await t.db
      .select()
      .from(einvoicingSubmissions)
      .where(inArray(einvoicingSubmissions.trackingId, numbers));
    expect(queued.map((row) => [row.kind, row.state, row.attempts])).toEqual(
      numbers.map(() => ['invoice', 'to_send', 0]),
    );
    // A second run of the month issues nothing, so queues nothing more.
    await runMonth(t, '2031-02');
    expect(await flowJobs()).toHaveLength(3);

    // No PDF job: each flow job makes its invoice's PDF, then sends it (rendered once, decision 146).
    const ids = queued.map((row) => row.documentId);
    expect((await pdfJobs()).filter((job) => ids.includes(String(job.payload.invoiceId)))).toEqual([]);
    expect(await runFlowJobs(t)).toMatchObject({ done: 3, retried: 0, failed: 0 });
    for (const number of numbers) {
      const flow = pa.pa.flows.find((candidate) => candidate.trackingId === number);
      expect(flow).toMatchObject({
        name: `facture_${number}.pdf`,
        flowSyntax: 'Factur-X',
        flowProfile: 'CIUS',
        processingRule: 'B2B',
        fileType: 'application/pdf',
      });
      const row = await submissionOf(t, number);
      expect(row).toMatchObject({ state: 'sent', flowId: flow?.flowId, attempts: 1 });
      // The PDF sent is the invoice's stored one, byte for byte.
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.number, number));
      const stored = await t.storage.get(
        'invoice_pdfs',
        String(invoice?.pdfUrl).replace('invoice_pdfs/', ''),
      );
      const bytes = Buffer.from(await new Response(stored.stream).arrayBuffer());
      expect(flow?.file.equals(bytes)).toBe(true);
      expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    // The acknowledgement is read back until final.
    await dueNow(t);
    expect(await runFlowJobs(t)).toMatchObject({ done: 3, failed: 0 });
    for (const number of numbers) expect(await submissionOf(t, number)).toMatchObject({ state: 'ok' });
    expect([...flowsPerTrackingId(pa.pa)].filter(([id]) => numbers.includes(id))).toEqual(
      numbers.map((number) => [number, 1]),
    );
  });

  it('a first POST that times out after the PA kept the flow is found by search, not sent again', async () => {
    await shippedInMonth(t, '2031-03', 1);
    await runMonth(t, '2031-03');
    const [number = ''] = await numbersOf('2031-03');
    pa.pa.answerLate('/flow-service/v1/flows', 1_500);
    const first = await runFlowJobs(t, { postTimeoutMs: 300 });
    expect(first).toMatchObject({ done: 0, retried: 1 });
    expect(first.logs.join('\n')).toMatch(/pas de réponse en 0.3 s/);
    expect(await submissionOf(t, number)).toMatchObject({ state: 'to_send', attempts: 1, flowId: null });
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(flowsPerTrackingId(pa.pa).get(number)).toBe(1);

    const before = pa.pa.requests.length;
    await dueNow(t);
    expect(await runFlowJobs(t)).toMatchObject({ done: 1, retried: 0 });
    const arrived = pa.pa.flows.find((flow) => flow.trackingId === number);
    expect(await submissionOf(t, number)).toMatchObject({ flowId: arrived?.flowId, attempts: 1 });
    expect(pa.pa.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /flow-service/v1/flows/search',
    ]);
    expect(flowsPerTrackingId(pa.pa).get(number)).toBe(1);
  });

  it('a PA down blocks nothing: the run issues, the flow waits, and leaves once the PA is back', async () => {
    await shippedInMonth(t, '2031-04', 1);
    pa.pa.setDown(true);
    expect(await runMonth(t, '2031-04')).toMatchObject({ created: 1 });
    const [number = ''] = await numbersOf('2031-04');
    expect(await runFlowJobs(t)).toMatchObject({ done: 0, retried: 1 });
    const waiting = await submissionOf(t, number);
    expect(waiting).toMatchObject({ state: 'to_send', attempts: 1 });
    expect(waiting?.lastError).toMatch(/503 SERVICE_UNAVAILABLE — Maintenance/);
    pa.pa.setDown(false);
    await dueNow(t);
    // Tried once already: asks first, finds nothing, sends.
    expect(await runFlowJobs(t)).toMatchObject({ retried: 0, failed: 0 });
    expect(await submissionOf(t, number)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(flowsPerTrackingId(pa.pa).get(number)).toBe(1);
  });

  it('a PA down for long: « Envois en attente » says why and when next; « Réessayer maintenant » sends it, even once its tries stopped', async () => {
    await shippedInMonth(t, '2031-09', 1);
    pa.pa.setDown(true);
    await runMonth(t, '2031-09');
    const [number = ''] = await numbersOf('2031-09');
    await runFlowJobs(t);
    const pending = async () => {
      const answer = await t.request('/api/einvoicing/pending-flows', { token: preparator });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as PendingFlowsJson).items.find((item) => item.tracking_id === number);
    };
    const waiting = await pending();
    expect(waiting).toMatchObject({
      kind: 'invoice',
      tries: 1,
      last_error: expect.stringMatching(/503 SERVICE_UNAVAILABLE — Maintenance/),
      next_try_at: expect.any(String),
    });
    const id = waiting?.id ?? '';
    // Its tries stopped (a month of them): nothing is due until someone pushes it.
    await t.db
      .update(jobs)
      .set({ failedAt: new Date() })
      .where(and(eq(jobs.kind, SUBMIT_FLOW_JOB), sql`${jobs.payload}->>'submissionId' = ${id}`));
    expect(await pending()).toMatchObject({ id, next_try_at: null });
    pa.pa.setDown(false);
    expect(await runFlowJobs(t)).toMatchObject({ done: 0, retried: 0 });
    const retry = () =>
      t.request(`/api/einvoicing/pending-flows/${id}/retry`, { token: preparator, method: 'POST' });
    expect((await retry()).status).toBe(200);
    expect(await runFlowJobs(t)).toMatchObject({ done: 1 });
    expect(await submissionOf(t, number)).toMatchObject({ state: 'sent', lastError: null });
    expect(await pending()).toBeUndefined();
    await dueNow(t);
    await runFlowJobs(t);
    expect(await submissionOf(t, number)).toMatchObject({ state: 'ok' });
    const late = await retry();
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: {
        code: 'conflict',
        message: `${number} n’est plus en attente : la plateforme l’a déjà pris en charge. Actualisez la page.`,
      },
    });
    expect(flowsPerTrackingId(pa.pa).get(number)).toBe(1);
  });

  it('switched off, a queued flow says so on the list, and leaves once switched on again', async () => {
    await shippedInMonth(t, '2031-10', 1);
    await runMonth(t, '2031-10');
    const [number = ''] = await numbersOf('2031-10');
    await turn(false);
    await runFlowJobs(t);
    const answer = await t.request('/api/einvoicing/pending-flows', { token: preparator });
    const item = ((await answer.json()) as PendingFlowsJson).items.find(
      (entry) => entry.tracking_id === number,
    );
    expect(item?.last_error).toBe('la facturation électronique est coupée : envoi différé');
    await turn(true);
    await dueNow(t);
    await runFlowJobs(t);
    expect(await submissionOf(t, number)).toMatchObject({ state: 'sent', lastError: null });
  });

  it('an Error is recorded with the PA’s reasons; the credit note and the new invoice are both sent', async () => {
    await shippedInMonth(t, '2031-05', 1);
    await runMonth(t, '2031-05');
    [refusedNumber = ''] = await numbersOf('2031-05');
    await runFlowJobs(t);
    await dueNow(t);
    await runFlowJobs(t);
    expect(await submissionOf(t, refusedNumber)).toMatchObject({
      state: 'error',
      ackReasons: [
        { level: 'Error', item: 'BT-48', reasonCode: 'IRR_SYNTAX', reasonMessage: 'TVA acheteur absente' },
      ],
    });

    // Shown to the préparateurs in the invoices list, the PA's words inside a French sentence.
    const listed = await t.request(`/api/invoices?search=${refusedNumber}`, { token: preparator });
    expect(((await listed.json()) as InvoicePage).items[0]?.einvoicing).toEqual({
      state: 'error',
      label: 'Refusée par la plateforme',
      message:
        'La plateforme a refusé cette facture : « IRR_SYNTAX — TVA acheteur absente (BT-48) » : corrigez par un avoir puis une nouvelle facture.',
    });

    // The lab corrects it: a credit note cancels the invoice, and the next month's run invoices the
    // credited orders again (docs/design.md §5.11).
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.number, refusedNumber));
    const credit = await t.request(`/api/invoices/${invoice?.id}/credit-notes`, {
      method: 'POST',
      token: preparator,
      body: { reason: 'Facture refusée par la plateforme' },
    });
    expect(credit.status).toBe(201);
    const { number: creditNumber } = (await credit.json()) as { number: string };
    expect(await runMonth(t, '2031-06')).toMatchObject({ created: 1 });
    const [newNumber = ''] = await numbersOf('2031-06');
    expect(await runFlowJobs(t)).toMatchObject({ done: 2 });
    expect(pa.pa.flows.find((flow) => flow.trackingId === creditNumber)).toMatchObject({
      name: `avoir_${creditNumber}.pdf`,
      flowSyntax: 'Factur-X',
    });
    expect(await submissionOf(t, creditNumber)).toMatchObject({ kind: 'credit_note', state: 'sent' });
    expect(await submissionOf(t, newNumber)).toMatchObject({ kind: 'invoice', state: 'sent' });
    expect(flowsPerTrackingId(pa.pa).get(refusedNumber)).toBe(1);
    const notes = await t.request('/api/credit-notes', { token: preparator });
    expect(((await notes.json()) as CreditNotePage).items[0]).toMatchObject({
      number: creditNumber,
      einvoicing: { state: 'sent', label: 'Déposée, en attente de la plateforme', message: null },
    });
  });
});
