import { describe, expect, it } from 'vitest';
import { ciiAmount, ciiPercent, ciiXml } from '../../../src/pdf/factur-x/cii-document';
import type { CiiDocument } from '../../../src/pdf/factur-x/cii-types';
import {
  describeFinding,
  EMPTY_DELIVERY_WARNING,
  isSchematronError,
  runFacturXSchematrons,
} from '../../support/schematron';
import { FACTUR_X_SCHEMAS, xmllintValidate } from '../../support/xmllint';

const party = (name: string, siret: string, vatNumber: string) => ({
  name,
  siret,
  vatNumber,
  address: { line: '1 rue de la Paix', postalCode: '75002', city: 'Paris' },
});

const base: CiiDocument = {
  typeCode: '380',
  number: 'F-2030-00007',
  issueDate: '20301101',
  dueDate: '20301201',
  seller: {
    ...party('Conque', '73282932000074', 'FR44732829320'),
    contact: { phone: '04 72 00 00 00', email: 'facturation@conque.fr' },
  },
  buyer: party('Audition Test', '55203253400646', 'FR27552032534'),
  lines: [{ name: 'Transfert Natus', quantity: 3, netAmount: 450, vatRateBp: 550 }],
  allowances: [],
  vatBreakdown: [{ rateBp: 550, basis: 450, vat: 25 }],
  paymentTerms: 'Paiement à 30 jours.',
  notes: [],
  totals: {
    lineTotal: 450,
    allowanceTotal: 0,
    taxBasisTotal: 450,
    taxTotal: 25,
    grandTotal: 475,
    duePayable: 475,
  },
};

describe('CII amounts', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [3800, '38.00'],
    [123456, '1234.56'],
    [-800, '-8.00'],
    [-5, '-0.05'],
  ])('%i cents → %s', (cents, text) => {
    expect(ciiAmount(cents)).toBe(text);
  });

  it('refuses fractions of a cent, and writes rates as percentages', () => {
    expect(() => ciiAmount(0.5)).toThrow(RangeError);
    expect([ciiPercent(550), ciiPercent(2000)]).toEqual(['5.5', '20']);
  });
});

describe('ciiXml', () => {
  it('gives each line its unit price: whole cents when the quantity divides, else four decimals', () => {
    expect(ciiXml(base)).toContain('<ram:ChargeAmount>1.50</ram:ChargeAmount>');
    const odd = ciiXml({ ...base, lines: [{ name: 'x', quantity: 3, netAmount: 100, vatRateBp: 550 }] });
    expect(odd).toContain('<ram:ChargeAmount>0.3333</ram:ChargeAmount>');
  });

  it('refuses a negative line: a discount is an allowance', () => {
    expect(() =>
      ciiXml({ ...base, lines: [{ name: 'x', quantity: 1, netAmount: -1, vatRateBp: 550 }] }),
    ).toThrow(RangeError);
  });

  // What credit notes will need: type 381 and the invoice they correct (BT-25).
  it('writes a credit note naming the invoice it corrects, valid against both schemas', () => {
    const xml = ciiXml({
      ...base,
      typeCode: '381',
      precedingInvoice: { number: 'F-2030-00001', issueDate: '20301101' },
    });
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-2030-00001</ram:IssuerAssignedID>' +
        '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20301101</qdt:DateTimeString></ram:FormattedIssueDateTime>',
    );
    for (const xsd of Object.values(FACTUR_X_SCHEMAS)) {
      expect(xmllintValidate(xml, xsd)).toEqual({ valid: true, output: '- validates' });
    }
  });

  it('is refused by the schemas when an element is out of place (the validation is real)', () => {
    const broken = ciiXml(base).replace(
      /(<ram:TypeCode>380<\/ram:TypeCode>)(<ram:IssueDateTime>.*?<\/ram:IssueDateTime>)/,
      '$2$1',
    );
    const result = xmllintValidate(broken, FACTUR_X_SCHEMAS['Factur-X EN 16931']);
    expect(result.valid).toBe(false);
    expect(result.output).toContain('fails to validate');
  });

  // What a receiving platform runs after the XSDs. The real invoices and credit notes are
  // checked the same way in features/invoices/factur-x.test.ts and features/credit-notes/.
  it("passes both schematrons, the seller's e-mail without a schemeID", () => {
    const xml = ciiXml(base);
    expect(xml).toContain('<ram:EmailURIUniversalCommunication><ram:URIID>facturation@conque.fr</ram:URIID>');
    expect(runFacturXSchematrons(xml).map(describeFinding)).toEqual([EMPTY_DELIVERY_WARNING]);
  });

  it('is refused by the schematrons when a business rule is broken (the validation is real)', () => {
    const wrongTotal = ciiXml(base).replace(
      '<ram:GrandTotalAmount>4.75</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>4.76</ram:GrandTotalAmount>',
    );
    const errors = runFacturXSchematrons(wrongTotal).filter(isSchematronError);
    expect(errors.map(({ schematron, id, flag }) => `${schematron} ${id} ${flag}`)).toEqual([
      'EN 16931 CII BR-CO-15 fatal',
      'EN 16931 CII BR-CO-16 fatal',
      'Factur-X EN 16931 FX-SCH-A-000121 error',
      'Factur-X EN 16931 FX-SCH-A-000122 error',
    ]);
    expect(errors[0]?.text).toContain('[BR-CO-15]-Invoice total amount with VAT (BT-112)');

    // The error of decision 89: an attribute the Factur-X profile does not use, which the XSDs let by.
    const smtp = ciiXml(base).replace('<ram:URIID>', '<ram:URIID schemeID="SMTP">');
    expect(xmllintValidate(smtp, FACTUR_X_SCHEMAS['Factur-X EN 16931']).valid).toBe(true);
    expect(runFacturXSchematrons(smtp).filter(isSchematronError).map(describeFinding)).toEqual([
      'Factur-X EN 16931 (no id) (error) at /CrossIndustryInvoice[1]/SupplyChainTradeTransaction[1]/' +
        'ApplicableHeaderTradeAgreement[1]/SellerTradeParty[1]/DefinedTradeContact[1]/' +
        "EmailURIUniversalCommunication[1]/URIID[1]: Attribute @schemeID' marked as not used in the given context.",
    ]);
  });
});
