import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingSettings, einvoicingSubmissions } from '../../../src/db/schema/index';
import { readCdarStatus } from '../../../src/features/einvoicing/read-cdar';
import { insertEstablishment, insertInvoice, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

// Decision 147: « Payée » sends « Encaissée ». Marking an invoice paid while the lab invoices
// through its PA queues its CDAR 212 (decision 146's flows) in the same transaction, valid against
// D22B, once per invoice; with the switch off, nothing is queued.

let t: TestApp;
let preparator: string;
let establishmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  establishmentId = (await insertEstablishment(t.db)).id;
});
afterAll(() => t.close());

const switchTo = async (enabled: boolean) => {
  await t.db.delete(einvoicingSettings);
  await t.db.insert(einvoicingSettings).values({
    enabled,
    flowUrl: 'http://127.0.0.1:9/flow-service',
    directoryUrl: 'http://127.0.0.1:9/directory-service',
    authMethod: 'bearer',
  });
};
const markPaid = async (invoiceId: string, status: 'paid' | 'pending' = 'paid') => {
  const answer = await t.request('/api/rpc/update_invoice_payment_status', {
    token: preparator,
    body: { invoice_id: invoiceId, new_paid_status: status },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { paid_at: string | null };
};
const queued = (invoiceId: string) =>
  t.db.select().from(einvoicingSubmissions).where(eq(einvoicingSubmissions.documentId, invoiceId));

describe('« Payée » sends « Encaissée »', () => {
  it('queues the CDAR 212 with the amount and date, valid against D22B, once', async () => {
    await switchTo(true);
    const invoice = await insertInvoice(t.db, {
      establishmentId,
      lines: [{ vatRate: 'products', totalHT: 10000 } as never],
      totalHt: 10000,
      totalTva: 550,
      totalTtc: 10550,
    });
    const { paid_at } = await markPaid(invoice.id);
    const [flow] = await queued(invoice.id);
    expect(flow).toMatchObject({
      kind: 'lifecycle_status',
      trackingId: `${invoice.number}_212`,
      flowSyntax: 'CDAR',
      processingRule: 'NotApplicable',
      state: 'to_send',
    });
    const read = readCdarStatus(Buffer.from(flow?.fileXml ?? ''));
    expect(read).toEqual({
      ok: true,
      value: {
        documentNumber: invoice.number,
        statusCode: 212,
        // The CDAR's date is to the second.
        statusAt: new Date(Math.floor(Date.parse(paid_at ?? '') / 1000) * 1000),
        reasonCode: null,
        reason: null,
      },
    });
    expect(flow?.fileXml).toMatch(
      /<ram:TypeCode>MEN<\/ram:TypeCode>[\s\S]*<ram:ValueAmount currencyID="EUR">105.50<\/ram:ValueAmount>\s*<ram:ValuePercent>5.50</,
    );
    // Back to pending and paid again: still one « Encaissée ».
    await markPaid(invoice.id, 'pending');
    await markPaid(invoice.id);
    expect(await queued(invoice.id)).toHaveLength(1);
  });

  it('queues nothing with the switch off', async () => {
    await switchTo(false);
    const invoice = await insertInvoice(t.db, { establishmentId });
    await markPaid(invoice.id);
    expect(await queued(invoice.id)).toEqual([]);
  });
});
