import type { InvoicePage } from '@conque/domain/invoices/invoice-schemas';
import { sirenOf } from '@conque/domain/shared/siret';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingDirectoryEntries, invoices } from '../../../src/db/schema/index';
import {
  DIRECTORY_UNREADABLE,
  INVOICE_NOT_YET_TRANSMITTED,
} from '../../../src/features/einvoicing/transmission';
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
/** The address insertDirectoryEntry gives: the establishment's SIREN. */
const sirenOfEstablishment = (establishment: { siret: string } | undefined) =>
  sirenOf(establishment?.siret ?? '');
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
    // « Réessayer maintenant » from a list drawn before: told why, nothing queued.
    const retry = await t.request(
      `/api/einvoicing/pending-flows/${(await submissionOf(t, invoice.number))?.id}/retry`,
      { token: preparator, method: 'POST' },
    );
    expect(retry.status).toBe(409);
    expect(((await retry.json()) as { error: { message: string } }).error.message).toBe(
      `${invoice.number} n’est plus en attente : l’annuaire ne donne aucune adresse pour son établissement, il ne sera pas transmis. Actualisez la page.`,
    );

    const listed = await t.request(`/api/invoices?search=${encodeURIComponent(invoice.number)}`, {
      token: preparator,
    });
    const [row] = ((await listed.json()) as InvoicePage).items;
    expect(row?.einvoicing).toEqual({
      state: 'not_transmitted',
      label: 'Non transmise à la plateforme',
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

  it('an invoice issued with an address goes when the directory still has it, read again after a week', async () => {
    const [stillListed, goneSince, listedSince] = [
      ...(await shippedInMonth(t, '2032-02', 2, 'found')),
      ...(await shippedInMonth(t, '2032-02', 1, 'none')),
    ];
    listInDirectory(pa, stillListed?.siret ?? '', sirenOfEstablishment(stillListed));
    listInDirectory(pa, listedSince?.siret ?? '', sirenOfEstablishment(listedSince));
    await runMonth(t, '2032-02');
    // Read 8 days ago: read again before sending.
    await readDaysAgo(stillListed?.id ?? '', 8);
    await readDaysAgo(goneSince?.id ?? '', 8);
    await runFlowJobs(t);
    const [still, gone, since] = await Promise.all(
      [stillListed, goneSince, listedSince].map((establishment) => invoiceOf(establishment?.id ?? '')),
    );
    expect(sentToPa(still?.number ?? '')).toHaveLength(1);
    // Gone from the directory since: the PA could not route it.
    expect(await submissionOf(t, gone?.number ?? '')).toMatchObject({ state: 'not_transmitted' });
    // Listed since, but issued without the address the PA routes by: not transmitted either.
    expect(since?.establishmentSnapshot.electronic_address ?? null).toBeNull();
    expect(await submissionOf(t, since?.number ?? '')).toMatchObject({ state: 'not_transmitted' });
    expect(sentToPa(gone?.number ?? '')).toEqual([]);
    expect(sentToPa(since?.number ?? '')).toEqual([]);
  });

  it('a directory that said none since issue, with the PA down: waits rather than deciding, then sends', async () => {
    const [establishment] = await shippedInMonth(t, '2032-03', 1, 'found');
    await runMonth(t, '2032-03');
    const invoice = await invoiceOf(establishment?.id ?? '');
    await t.db
      .update(einvoicingDirectoryEntries)
      .set({ status: 'none', lines: [] })
      .where(eq(einvoicingDirectoryEntries.establishmentId, establishment?.id ?? ''));
    pa.pa.setDown(true);
    expect(await runFlowJobs(t)).toMatchObject({ retried: 1 });
    const waiting = await submissionOf(t, invoice.number);
    expect(waiting).toMatchObject({ state: 'to_send', attempts: 0 });
    // The directory's own failure, in the PA's words.
    expect(waiting?.lastError).toMatch(new RegExp(`^${DIRECTORY_UNREADABLE} \\(.*503.*\\)$`));
    pa.pa.setDown(false);
    listInDirectory(pa, establishment?.siret ?? '', sirenOfEstablishment(establishment));
    await dueNow(t);
    await runFlowJobs(t);
    expect(sentToPa(invoice.number)).toHaveLength(1);
  });

  it('a credit note or an « Encaissée » waits for its invoice to be transmitted, then follows it', async () => {
    const [establishment] = await shippedInMonth(t, '2032-04', 1, 'found');
    listInDirectory(pa, establishment?.siret ?? '', sirenOfEstablishment(establishment));
    await runMonth(t, '2032-04');
    const invoice = await invoiceOf(establishment?.id ?? '');
    const paid = await t.request('/api/rpc/update_invoice_payment_status', {
      token: preparator,
      body: { invoice_id: invoice.id, new_paid_status: 'paid' },
    });
    expect(paid.status).toBe(200);
    const status = `${invoice.number}_212`;
    // The PA down: the invoice's try fails, its status waits for it.
    pa.pa.setDown(true);
    await runFlowJobs(t);
    expect(await submissionOf(t, status)).toMatchObject({
      state: 'to_send',
      attempts: 0,
      lastError: INVOICE_NOT_YET_TRANSMITTED,
    });
    pa.pa.setDown(false);
    for (let round = 0; round < 3 && sentToPa(status).length === 0; round++) {
      await dueNow(t);
      await runFlowJobs(t);
    }
    expect(sentToPa(invoice.number)).toHaveLength(1);
    expect(sentToPa(status)).toHaveLength(1);
  });
});
