import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import { formatOrderNumber } from '@conque/domain/orders/order-number';
import { COMPLETE_CLASSIC_EAR } from '@conque/domain/orders/test-fixtures';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { jobs, orderNumberCounters, orders } from '../../../src/db/schema/index';
import { insertOrder } from '../../support/factories';
import { pdfUnicodeTextOf } from '../../support/pdf-file-reader';
import type { TestApp } from '../../support/test-app';

// Test-only helpers of the ordering area: complete orders, a snapshot of everything a call could
// change (rows, counters, jobs, stored files), and the text of an uncompressed PDF.

export const CLASSIC_DETAILS: OrderDetails = { type: 'classic', left: { ...COMPLETE_CLASSIC_EAR } };

/** The fields of a draft the wizard has filled in to the end (address aside). */
export const completeFields = {
  patient_first_name: 'Jeanne',
  patient_last_name: 'Moreau',
  patient_gender: 'female',
  patient_hearing_loss: 'moderate',
  details: CLASSIC_DETAILS,
  shipping_method: 'standard',
  transfer_method: 'octocloud',
  comment: 'Merci',
} as const;

export const addressSnapshot = (address: {
  id: string;
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
}) => ({
  id: address.id,
  name: address.name,
  street_address: address.streetAddress,
  postal_code: address.postalCode,
  city: address.city,
});

/** A draft ready to validate, as the wizard saves it. */
export const insertCompleteDraft = (
  db: Db,
  values: {
    establishmentId: string;
    createdBy: string;
    address: Parameters<typeof addressSnapshot>[0] | null;
  },
) =>
  insertOrder(db, {
    establishmentId: values.establishmentId,
    createdBy: values.createdBy,
    patientFirstName: completeFields.patient_first_name,
    patientLastName: completeFields.patient_last_name,
    patientGender: completeFields.patient_gender,
    patientHearingLoss: completeFields.patient_hearing_loss,
    details: CLASSIC_DETAILS,
    shippingMethod: values.address ? 'standard' : 'pickup',
    shippingAddress: values.address ? addressSnapshot(values.address) : null,
    transferMethod: completeFields.transfer_method,
  });

let numbered = 0;
/** A validated order; numbered in 2020 so that it never meets the numbers a test validates (one counter per file, and each file has its own database). */
export const insertRegisteredOrder = (
  db: Db,
  values: { establishmentId: string; createdBy: string } & Partial<typeof orders.$inferInsert>,
) => {
  numbered += 1;
  return insertOrder(db, {
    status: 'registered',
    orderNumber: formatOrderNumber(2020, numbered),
    patientFirstName: 'Paul',
    patientLastName: 'Lefèvre',
    patientGender: 'male',
    details: { ...CLASSIC_DETAILS, prices: computeOrderPrices(CLASSIC_DETAILS, 'pickup') },
    shippingMethod: 'pickup',
    transferMethod: 'physical',
    validatedAt: new Date(),
    establishmentSnapshot: {
      name: 'Audition Test',
      siret: '55203253400646',
      billing_street_address: '1 rue de la Paix',
      billing_postal_code: '75002',
      billing_city: 'Paris',
    },
    ...values,
  });
};

/** Every file under the storage root, as paths relative to it. */
export const storedFiles = (t: TestApp): string[] =>
  readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(t.filesDir, join(entry.parentPath, entry.name)))
    .sort();

/** Everything an order call could change. */
export const ordersSnapshot = async (t: TestApp) => ({
  orders: await t.db.select().from(orders).orderBy(asc(orders.id)),
  counters: await t.db.select().from(orderNumberCounters).orderBy(asc(orderNumberCounters.year)),
  jobs: await t.db.select().from(jobs).orderBy(asc(jobs.id)),
  files: storedFiles(t),
});

/** A small file put in storage, as a stand-in for an order's PDF or STL file. */
export const putFile = async (
  t: TestApp,
  bucket: 'order_pdfs' | 'stl_files',
  key: string,
  text = 'contenu',
) => {
  await t.storage.put(bucket, key, new Blob([text]).stream(), { contentType: 'application/octet-stream' });
  return key;
};

/** The text a PDF draws, as a reader would copy it (support/pdf-file-reader.ts). */
export const pdfTextOf = (pdf: Buffer): string => pdfUnicodeTextOf(pdf);

export type ErrorJson = { error: { code: string; message: string; field?: string } };
