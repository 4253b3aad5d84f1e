import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCreatedOrderSchema, apiOrderPriceSchema } from '@conque/domain/public-api/v1-write-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders, outbox, webhookDeliveries } from '../../src/db/schema/index';
import { GENERATE_ORDER_PDF_JOB } from '../../src/features/orders/order-pdf-job';
import { pdfKeyOf } from '../../src/features/orders/store-order-pdf';
import { DELIVER_WEBHOOK_JOB } from '../../src/features/webhooks/deliver-webhook-job';
import type { Deps } from '../../src/kernel/deps';
import { runRegisteredJobs } from '../../src/wiring/run-registered-jobs';
import { setting } from '../features/order-status/order-status-test-kit';
import { storedFiles } from '../features/orders/orders-test-kit';
import { binaryStl } from '../features/stl-files/stl-test-kit';
import { createTestApp, type TestApp } from '../support/test-app';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { apiKeyOf, callApi, README_DRAFT } from './public-api-test-kit';

// Decision 136: the lab's software that downloads an order's archive as soon as `order.validated`
// reaches it gets the order form, although the job that makes the form has not run yet (the worker
// delivers webhooks in a loop of its own, decision 118, so the webhook may well come first).

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let labKey = '';
const downloads: Promise<{ status: number; length: string | null; body: Buffer }>[] = [];
const directory = mkdtempSync(join(tmpdir(), 'conque-archive-'));

const downloadArchive = async (orderId: string) => {
  const response = await t.app.request(`/api/v1/orders/${orderId}/archive`, {
    headers: { authorization: `Bearer ${labKey}` },
  });
  return {
    status: response.status,
    length: response.headers.get('content-length'),
    body: Buffer.from(await response.arrayBuffer()),
  };
};

beforeAll(async () => {
  t = await createTestApp({ webhooks: { allowInsecureLoopback: true } });
  // The lab's software: on `order.validated`, it fetches the archive at once.
  receiver = await startWebhookReceiver((request) => {
    const event = JSON.parse(request.body) as { type: string; data: { orderId: string } };
    if (event.type === 'order.validated') downloads.push(downloadArchive(event.data.orderId));
    return { status: 200 };
  });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  rmSync(directory, { recursive: true, force: true });
});

const deps = (): Deps => ({ db: t.db, config: t.config, storage: t.storage, now: () => new Date() });
const quiet = { log: () => {} };

/** What Python's zipfile reads in the archive: every CRC checked, the names, the ticket, each PDF's header. */
const readBack = (archive: Buffer) => {
  const path = join(directory, `${downloads.length}-${Date.now()}.zip`);
  writeFileSync(path, archive);
  const script = [
    'import json, sys, zipfile',
    'with zipfile.ZipFile(sys.argv[1]) as z:',
    '    bad = z.testzip()',
    '    names = z.namelist()',
    "    ticket = json.loads(z.read('fiche-de-fabrication.json'))",
    "    pdfs = {n: z.read(n).hex() for n in names if n.endswith('.pdf')}",
    "print(json.dumps({'bad': bad, 'names': names, 'ticket': ticket, 'pdfs': pdfs}))",
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' })) as {
    bad: string | null;
    names: string[];
    ticket: { order_form: string | null; order_number: string; impressions: unknown[] };
    pdfs: Record<string, string>;
  };
};

const stored = async (key: string) =>
  Buffer.from(await new Response((await t.storage.get('order_pdfs', key)).stream).arrayBuffer());

describe('the archive fetched on the order.validated webhook', () => {
  it('holds the order form before its job has run; the job, later, leaves one form and no other trace', async () => {
    const { manager, preparator } = await setting(t);
    labKey = await apiKeyOf(t, preparator.token, 'Logiciel du labo', ['files:read', 'webhooks:manage']);
    const hook = await callApi(t, labKey, 'POST', '/webhook-endpoints', {
      url: receiver.url('/labo'),
      events: ['order.validated'],
    });
    expect(hook.status).toBe(201);

    // The clinic's software: a draft, its scan, its price, its validation.
    const clinic = await apiKeyOf(t, manager.token, 'Logiciel du cabinet', ['orders:write']);
    const draft = await callApi(t, clinic, 'POST', '/orders', { ...README_DRAFT, transfer_method: 'files' });
    const { id } = apiCreatedOrderSchema.parse(draft.json);
    const scan = binaryStl(200);
    const upload = await t.app.request(`/api/v1/orders/${id}/stl-files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${clinic}`,
        'content-type': 'model/stl',
        'content-length': String(scan.length),
        'x-file-name': 'gauche.stl',
      },
      body: scan,
    });
    expect(upload.status).toBe(201);
    const { totalTTC } = apiOrderPriceSchema.parse(
      (await callApi(t, clinic, 'GET', `/orders/${id}/price`)).json,
    );
    expect(
      (await callApi(t, clinic, 'POST', `/orders/${id}/validate`, { expectedTotalTTC: totalTTC })).status,
    ).toBe(200);

    // The worker's webhook loop delivers; the order form's job is still waiting in the other loop.
    await runRegisteredJobs(deps(), { ...quiet, kinds: { only: [DELIVER_WEBHOOK_JOB] } });
    expect(downloads).toHaveLength(1);
    const archive = await downloads[0];
    const pdfJob = await t.db.select().from(jobs).where(eq(jobs.kind, GENERATE_ORDER_PDF_JOB));
    expect(pdfJob.filter((job) => job.payload.orderId === id).map((job) => job.doneAt)).toEqual([null]);

    expect(archive?.status).toBe(200);
    expect(archive?.length).toBe(String(archive?.body.length));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const formName = `bon-de-commande-${order?.orderNumber}.pdf`;
    const read = readBack(archive?.body ?? Buffer.alloc(0));
    expect(read.bad).toBeNull();
    expect(read.names).toEqual(['empreintes/gauche.stl', formName, 'fiche-de-fabrication.json']);
    expect(read.ticket.order_form).toBe(formName);
    // The form in the archive is the one now stored for the order, at its pdf_url.
    const madeKey = pdfKeyOf(order?.pdfUrl ?? null);
    expect(madeKey).not.toBeNull();
    const form = Buffer.from(read.pdfs[formName] ?? '', 'hex');
    expect(form.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(form.equals(await stored(madeKey ?? ''))).toBe(true);

    // The job arrives later: it writes the form again, and one form stays; no history, mail or webhook.
    const trace = async () => ({
      events: (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length,
      mails: (await t.db.select().from(outbox).where(eq(outbox.orderId, id))).length,
      deliveries: (await t.db.select().from(webhookDeliveries)).length,
    });
    const before = await trace();
    const summary = await runRegisteredJobs(deps(), { ...quiet, kinds: { except: [DELIVER_WEBHOOK_JOB] } });
    expect(summary.failed + summary.retried).toBe(0);
    expect(await trace()).toEqual(before);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, id));
    const jobKey = pdfKeyOf(after?.pdfUrl ?? null) ?? '';
    expect(jobKey).not.toBe(madeKey);
    expect(storedFiles(t).filter((path) => path.startsWith(`order_pdfs/${id}/`))).toEqual([
      `order_pdfs/${jobKey}`,
    ]);
    // And the next download holds the job's form.
    const again = readBack((await downloadArchive(id)).body);
    expect(again.ticket.order_form).toBe(formName);
    expect(Buffer.from(again.pdfs[formName] ?? '', 'hex').equals(await stored(jobKey))).toBe(true);
  });
});
