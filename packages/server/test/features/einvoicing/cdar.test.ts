import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import { describe, expect, it } from 'vitest';
import { paymentReceivedCdar } from '../../../src/features/einvoicing/payment-received-cdar';
import { cdarDateTime, readCdarStatus } from '../../../src/features/einvoicing/read-cdar';
import { xmllintValidate } from '../../support/xmllint';

// Decision 147: every CDAR is validated against the D22B schema (libxml2-wasm, the copy in
// src/xml/cdar-d22b) before it is believed; the seller's « Encaissée » is valid too, and xmllint
// agrees with the vendored schema.

const EXAMPLES = join(import.meta.dirname, '../../support/einvoicing/cdar-examples');
const XSD = join(
  import.meta.dirname,
  '../../support/einvoicing/cdar-d22b-xsd/CrossDomainAcknowledgementAndResponse_100pD22B.xsd',
);
const example = (name: string) => readFileSync(join(EXAMPLES, name));

describe('reading a CDAR', () => {
  it('reads the standard’s four examples', () => {
    const read = Object.fromEntries(
      readdirSync(EXAMPLES).map((name) => [name, readCdarStatus(example(name))]),
    );
    expect(read).toEqual({
      'UC1_F202500003_01-CDV-200_Deposee.xml': {
        ok: true,
        value: {
          documentNumber: 'F202500003',
          statusCode: 200,
          statusAt: new Date('2025-07-01T13:10:00Z'),
          reasonCode: null,
          reason: null,
        },
      },
      'UC1_F202500003_03-CDV-203_Mise_a_disposition.xml': {
        ok: true,
        value: {
          documentNumber: 'F202500003',
          statusCode: 203,
          statusAt: new Date('2025-07-01T14:25:00Z'),
          reasonCode: null,
          reason: null,
        },
      },
      'UC1_F202500003_07-CDV-212_Encaissee.xml': {
        ok: true,
        value: {
          documentNumber: 'F202500003',
          statusCode: 212,
          statusAt: new Date('2025-08-02T08:00:00Z'),
          reasonCode: null,
          reason: null,
        },
      },
      'UC4_F202500006_04-CDV-207_En_litige.xml': {
        ok: true,
        value: {
          documentNumber: 'F202500006',
          statusCode: 207,
          statusAt: new Date('2025-07-01T16:00:00Z'),
          reasonCode: 'TX_TVA_ERR',
          reason: 'Taux de TVA erroné',
        },
      },
    });
  });

  it('refuses what is not XML, what breaks the schema, and a status outside 200–213', () => {
    expect(readCdarStatus(Buffer.from('<rsm:Cross'))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^XML illisible : /),
    });
    const text = example('UC1_F202500003_01-CDV-200_Deposee.xml').toString('utf8');
    expect(
      readCdarStatus(
        Buffer.from(
          text.replace(
            '<ram:MultipleReferencesIndicator>',
            '<ram:Inconnu>x</ram:Inconnu><ram:MultipleReferencesIndicator>',
          ),
        ),
      ),
    ).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^non conforme au schéma CDAR D22B \(ligne \d+\) : /),
    });
    expect(
      readCdarStatus(
        Buffer.from(text.replace('<ram:ProcessConditionCode>200<', '<ram:ProcessConditionCode>501<')),
      ),
    ).toEqual({ ok: false, problem: 'code de statut hors de 200 à 213 (ProcessConditionCode « 501 »)' });
  });
});

describe('the date of a status', () => {
  it('is a Paris wall-clock time, format 204 or 102', () => {
    expect(cdarDateTime('20261128100000')).toEqual(new Date('2026-11-28T09:00:00Z'));
    expect(cdarDateTime('20260715235959')).toEqual(new Date('2026-07-15T21:59:59Z'));
    expect(cdarDateTime('20261128')).toEqual(new Date('2026-11-27T23:00:00Z'));
    expect(cdarDateTime('20280229120000')).toEqual(new Date('2028-02-29T11:00:00Z'));
    // The hour the spring change skips is read an hour later, as parisTime says.
    expect(cdarDateTime('20270328023000')).toEqual(new Date('2027-03-28T01:30:00Z'));
  });

  it.each([
    ['20261399999999', 'month 13, day 99, 99:99:99'],
    ['20261300000000', 'month 13'],
    ['20260000000000', 'month 0'],
    ['20261100120000', 'day 0'],
    ['20260431120000', '31 April'],
    ['20270229120000', '29 February of a common year'],
    ['20261128240000', '24:00'],
    ['20261128126000', 'minute 60'],
    ['20261128120060', 'second 60'],
    ['00501128120000', 'year 50, which Date would read as 1950'],
    ['20261332', '13th month, format 102'],
    ['2026112810000', 'thirteen digits'],
    ['2026-11-28', 'ISO 8601'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (value) => {
    expect(cdarDateTime(value)).toBeUndefined();
  });

  const cdarAt = (at: string) =>
    Buffer.from(
      example('UC1_F202500003_01-CDV-200_Deposee.xml')
        .toString('utf8')
        .replace(/(<rsm:AcknowledgementDocument>[\s\S]*?<udt:DateTimeString format="204">)\d{14}/, `$1${at}`),
    );

  it('makes a CDAR dated 20261399999999 unreadable, never April 2027', () => {
    expect(readCdarStatus(cdarAt('20261399999999'))).toEqual({
      ok: false,
      problem: 'date du statut illisible (IssueDateTime « 20261399999999 »)',
    });
  });

  it('believes a status dated up to a day after its receipt, not more', () => {
    const receivedAt = new Date('2026-11-28T09:00:00Z');
    expect(readCdarStatus(cdarAt('20261129100000'), { receivedAt })).toMatchObject({
      ok: true,
      value: { statusAt: new Date('2026-11-29T09:00:00Z') },
    });
    expect(readCdarStatus(cdarAt('20261129100001'), { receivedAt })).toEqual({
      ok: false,
      problem:
        'date du statut postérieure de plus d’un jour à sa réception (IssueDateTime « 20261129100001 »)',
    });
    // Without a receipt given, now is.
    expect(readCdarStatus(cdarAt('20991231120000'))).toMatchObject({ ok: false });
  });
});

describe('the seller’s « Encaissée »', () => {
  const line = (vatRate: InvoiceLine['vatRate'], totalHT: number) => ({ vatRate, totalHT }) as InvoiceLine;
  const cdar = paymentReceivedCdar({
    invoiceNumber: 'F-2026-00012',
    invoiceIssuedAt: new Date('2026-10-01T08:00:00Z'),
    sellerSiren: '552032534',
    sellerName: 'Labo & Fils',
    buyerSiren: '732829320',
    buyerName: 'Audition <Centre>',
    invoiceLines: [line('products', 10000), line('shipping', 1000)],
    creditedLines: [line('products', 2000)],
    paidAt: new Date('2026-11-28T10:30:00Z'),
  });

  it('is valid against D22B, for libxml2-wasm and for xmllint, and reads back as 212', () => {
    expect(readCdarStatus(Buffer.from(cdar))).toEqual({
      ok: true,
      value: {
        documentNumber: 'F-2026-00012',
        statusCode: 212,
        statusAt: new Date('2026-11-28T10:30:00Z'),
        reasonCode: null,
        reason: null,
      },
    });
    expect(xmllintValidate(cdar, XSD)).toEqual({ valid: true, output: '- validates' });
  });

  it('holds one MEN per VAT rate: received TTC, the credit note deducted (BR-FR-CDV-14)', () => {
    const amounts = [
      ...cdar.matchAll(
        /<ram:ValueAmount currencyID="EUR">([\d.]+)<\/ram:ValueAmount>\s*<ram:ValuePercent>([\d.]+)</g,
      ),
    ].map((m) => [m[1], m[2]]);
    // Products 5.5 %: 100.00 + 5.50 − (20.00 + 1.10); shipping 20 %: 10.00 + 2.00.
    expect(amounts).toEqual([
      ['84.40', '5.50'],
      ['12.00', '20.00'],
    ]);
    expect(cdar).toContain('<ram:ID>F-2026-00012_212_20261128113000#380_20261001</ram:ID>');
    expect(cdar).toContain('<ram:Name>Labo &amp; Fils</ram:Name>');
    expect(cdar).toContain('<ram:Name>Audition &lt;Centre&gt;</ram:Name>');
  });
});
