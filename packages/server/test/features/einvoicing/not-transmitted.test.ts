import type { InvoicePage } from '@conque/domain/invoices/invoice-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingDirectoryEntries, invoices } from '../../../src/db/schema/index';
import { DIRECTORY_UNREADABLE } from '../../../src/features/einvoicing/transmission';
import { signedInUser } from '../../support/factories';
import { type ProxiedTestPa, startProxiedTestPa } from '../../support/prism-proxy';
import { createTestApp, type TestApp } from '../../support/test-app';
import { autoAcknowledge } from '../../support/test-pa-acks';
import { listInDirectory } from './directory-test-kit';
import { bearerSettings, PA_TOKEN, saveSettings } from './einvoicing-test-kit';
import { dueNow, runFlowJobs, runMonth, shippedInMonth, submissionOf } from './send-flows-test-kit';

// Decisions 145 and 146: before its first try, a document's establishment is looked up in the PA's
// directory (read again when older than a week). With no address there, the invoice is issued and
// its PDF made, but it is not transmitted, and the lab reads why beside it; its « Encaissée » is not
// sent either. A directory that cannot be read leaves the document waiting, with the reason.

let t: TestApp;
let pa: ProxiedTestPa;
let preparator: string;
beforeAll(async () => {
  [t, pa] = await Promise.all([createTestApp(), startProxiedTestPa({ token: PA_TOKEN })]);
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  autoAcknowledge(pa.pa);
  expect((await saveSettings(t, preparator, bearerSettings(pa, { enabled: true }))).status).toBe(200);
});
afterAll(async () => {
  await pa.close();
  await t.close();
});
afterEach(async () => {
  pa.pa.setDown(false);
  expect(await pa.violations()).toEqual([]);
});

const invoiceOf = async (establishmentId: string) => {
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.establishmentId, establishmentId));
  if (!invoice) throw new Error('no invoice');
  return invoice;
};
const sentToPa = (trackingId: string) => pa.pa.flows.filter((flow) => flow.trackingId === trackingId);
const readDaysAgo = (establishmentId: string, days: number) =>
  t.db
    .update(einvoicingDirectoryEntries)
    .set({ readAt: new Date(Date.now() - days * 24 * 3600 * 1000) })
    .where(eq(einvoicingDirectoryEntries.establishmentId, establishmentId));

describe('a document whose establishment the directory has no address for (decisions 145, 146)', () => {
  it('is issued with its PDF, not transmitted, and the lab reads why; its « Encaissée » is not sent', async () => {
    const [establishment] = await shippedInMonth(t, '2032-01', 1, 'none');
    await runMonth(t, '2032-01');
    const invoice = await invoiceOf(establishment?.id ?? '');
    await runFlowJobs(t);
    expect(await submissionOf(t, invoice.number)).toMatchObject({ state: 'not_transmitted', attempts: 0 });
    expect(sentToPa(invoice.number)).toEqual([]);
    expect((await invoiceOf(establishment?.id ?? '')).pdfUrl).toMatch(/^invoice_pdfs\//);

    const listed = await t.request(`/api/invoices?search=${encodeURIComponent(invoice.number)}`, {
      token: preparator,
    });
    const [row] = ((await listed.json()) as InvoicePage).items;
    expect(row?.einvoicing).toEqual({
      state: 'not_transmitted',
      label: 'Non transmis à la plateforme',
      message:
        "L'annuaire de la plateforme ne donne aucune adresse de facturation électronique pour cet établissement : cette facture n'a pas été transmise ; remettez-la à l'établissement comme avant (PDF).",
    });

    const paid = await t.request('/api/rpc/update_invoice_payment_status', {
      token: preparator,
      body: { invoice_id: invoice.id, new_paid_status: 'paid' },
    });
    expect(paid.status).toBe(200);
    await runFlowJobs(t);
    expect(await submissionOf(t, `${invoice.number}_212`)).toMatchObject({ state: 'not_transmitted' });
    expect(pa.pa.flows.filter((flow) => flow.trackingId?.startsWith(invoice.number))).toEqual([]);
  });

  it('reads the directory again when it said none, or its line is older than a week: its answer now decides', async () => {
    const [listedNow, goneNow] = await shippedInMonth(t, '2032-02', 2, 'none');
    // Said « none » today, listed since; said « found » 8 days ago, gone since.
    listInDirectory(pa, listedNow?.siret ?? '', `${listedNow?.siret}`);
    await t.db
      .update(einvoicingDirectoryEntries)
      .set({
        status: 'found',
        lines: [
          {
            addressing_identifier: 'adresse-retiree',
            siren: goneNow?.siret.slice(0, 9) ?? '',
            siret: goneNow?.siret ?? null,
            routing_identifier: null,
            routing_code_name: null,
            platform_type: 'WK',
            platform_status: 'Enabled',
          },
        ],
      })
      .where(eq(einvoicingDirectoryEntries.establishmentId, goneNow?.id ?? ''));
    await readDaysAgo(goneNow?.id ?? '', 8);
    await runMonth(t, '2032-02');
    await runFlowJobs(t);
    const listedInvoice = await invoiceOf(listedNow?.id ?? '');
    const goneInvoice = await invoiceOf(goneNow?.id ?? '');
    expect(sentToPa(listedInvoice.number)).toHaveLength(1);
    expect((await submissionOf(t, listedInvoice.number))?.state).not.toBe('not_transmitted');
    expect(await submissionOf(t, goneInvoice.number)).toMatchObject({ state: 'not_transmitted' });
    expect(sentToPa(goneInvoice.number)).toEqual([]);
  });

  it('said none before, with the PA down: waits for the directory rather than not transmitting', async () => {
    const [establishment] = await shippedInMonth(t, '2032-04', 1, 'none');
    await runMonth(t, '2032-04');
    const invoice = await invoiceOf(establishment?.id ?? '');
    pa.pa.setDown(true);
    expect(await runFlowJobs(t)).toMatchObject({ retried: 1 });
    expect(await submissionOf(t, invoice.number)).toMatchObject({ state: 'to_send', attempts: 0 });
    pa.pa.setDown(false);
    await dueNow(t);
    await runFlowJobs(t);
    expect(await submissionOf(t, invoice.number)).toMatchObject({ state: 'not_transmitted' });
  });

  it('never read, with the PA down: waits and says why, then is decided once the directory answers', async () => {
    const [establishment] = await shippedInMonth(t, '2032-03', 1, 'unread');
    listInDirectory(pa, establishment?.siret ?? '', `${establishment?.siret}`);
    await runMonth(t, '2032-03');
    const invoice = await invoiceOf(establishment?.id ?? '');
    pa.pa.setDown(true);
    expect(await runFlowJobs(t)).toMatchObject({ retried: 1 });
    const waiting = await submissionOf(t, invoice.number);
    expect(waiting).toMatchObject({ state: 'to_send', attempts: 0 });
    // The directory's own failure, in the PA's words.
    expect(waiting?.lastError).toMatch(new RegExp(`^${DIRECTORY_UNREADABLE} \\(.*503.*\\)$`));
    pa.pa.setDown(false);
    await dueNow(t);
    await runFlowJobs(t);
    expect(sentToPa(invoice.number)).toHaveLength(1);
  });
});
