import { eq } from 'drizzle-orm';
import { addMonths, monthWindow, previousParisMonth } from '../packages/domain/src/invoices/invoice-month';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { computeOrderPrices } from '../packages/domain/src/pricing/compute-order-prices';
import { siretWithKey } from '../packages/domain/src/shared/siret';
import { loadConfig } from '../packages/server/src/config';
import type { Db } from '../packages/server/src/db/client';
import { establishments, orders, profiles } from '../packages/server/src/db/schema/index';
import { generateMonthlyInvoices } from '../packages/server/src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../packages/server/src/features/invoices/invoice-establishment';
import { establishmentSnapshotOf } from '../packages/server/src/features/orders/establishment-snapshot';
import { nextOrderNumber } from '../packages/server/src/features/orders/next-order-number';
import { createStorage } from '../packages/server/src/storage/create-storage';
import { DEMO } from './fixtures/accounts';
import { CREDIT_ESTABLISHMENT, CREDIT_PATIENTS, INVOICE_PATIENTS } from './fixtures/invoices';

// Run by e2e/seed.ts, before the server holds the data directory (e2e/start-server.ts): orders of
// "Audition Démo" validated and shipped last month (Europe/Paris), as the preparator's status dialog
// would have left them, for the month-end invoice run. The product has no way to ship an order in
// the past, and the tests add no endpoint for it.
export const seedInvoices = async (db: Db) => {
  const [manager] = await db.select().from(profiles).where(eq(profiles.email, DEMO.manager));
  if (!manager?.establishmentId) throw new Error('demo manager missing');
  const [establishment] = await db
    .select()
    .from(establishments)
    .where(eq(establishments.id, manager.establishmentId));
  if (!establishment) throw new Error('demo establishment missing');

  const { start } = monthWindow(previousParisMonth(new Date()));
  const day = 24 * 3600 * 1000;
  const details = { type: 'classic' as const, left: { ...COMPLETE_CLASSIC_EAR } };

  await db.transaction(async (tx) => {
    let leader: string | null = null;
    for (const [n, patient] of INVOICE_PATIENTS.entries()) {
      const validatedAt = new Date(start.getTime() + (3 + n) * day);
      const [row]: { id: string }[] = await tx
        .insert(orders)
        .values({
          orderNumber: await nextOrderNumber(tx, validatedAt),
          establishmentId: establishment.id,
          createdBy: manager.id,
          status: 'shipped',
          patientFirstName: patient.firstName,
          patientLastName: patient.lastName,
          patientGender: 'female',
          patientHearingLoss: 'moderate',
          details: { ...details, prices: computeOrderPrices(details, 'standard') },
          shippingMethod: 'standard',
          transferMethod: 'physical',
          establishmentSnapshot: establishmentSnapshotOf(establishment),
          validatedAt,
          shippedAt: new Date(validatedAt.getTime() + 2 * day),
          // The second travels in the first one's parcel (docs/design.md §5.9).
          sharedShippingGroup: leader,
          trackingUrl: `https://www.laposte.fr/outils/suivre-vos-envois?code=6A${20_000 + n}FR`,
        })
        .returning({ id: orders.id });
      leader ??= row?.id ?? null;
    }
  });
};

/**
 * « Audition Avoir » and three of its orders shipped two months ago, invoiced by the
 * month's run as the job would (its PDF job is left to the server's worker): the invoice the credit
 * note test cancels. Another establishment, so that the invoices test's own month stays its own.
 */
export const seedInvoiceToCredit = async (db: Db) => {
  const [manager] = await db.select().from(profiles).where(eq(profiles.email, DEMO.manager));
  if (!manager) throw new Error('demo manager missing');
  const [establishment] = await db
    .insert(establishments)
    .values({
      name: CREDIT_ESTABLISHMENT,
      siret: siretWithKey('8123456780001'),
      billingStreetAddress: '3 quai Saint-Antoine',
      billingPostalCode: '69002',
      billingCity: 'Lyon',
    })
    .returning();
  if (!establishment) throw new Error('establishment not inserted');
  const month = addMonths(previousParisMonth(new Date()), -1);
  const { start } = monthWindow(month);
  const day = 24 * 3600 * 1000;
  const details = { type: 'classic' as const, left: { ...COMPLETE_CLASSIC_EAR } };
  await db.transaction(async (tx) => {
    for (const [n, patient] of CREDIT_PATIENTS.entries()) {
      const [firstName = '', lastName = ''] = patient.split(' ');
      const validatedAt = new Date(start.getTime() + (2 + n) * day);
      await tx.insert(orders).values({
        orderNumber: await nextOrderNumber(tx, validatedAt),
        establishmentId: establishment.id,
        createdBy: manager.id,
        status: 'shipped',
        patientFirstName: firstName,
        patientLastName: lastName,
        patientGender: 'male',
        patientHearingLoss: 'mild',
        details: { ...details, prices: computeOrderPrices(details, 'standard') },
        shippingMethod: 'standard',
        transferMethod: 'physical',
        establishmentSnapshot: establishmentSnapshotOf(establishment),
        validatedAt,
        shippedAt: new Date(validatedAt.getTime() + day),
      });
    }
  });
  const config = loadConfig();
  const now = () => new Date();
  await generateMonthlyInvoices(
    { db, config, now, storage: await createStorage(config, now) },
    { month, actor: SYSTEM_ACTOR },
  );
};
