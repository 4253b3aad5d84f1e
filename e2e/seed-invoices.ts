import { eq } from 'drizzle-orm';
import { monthWindow, previousParisMonth } from '../packages/domain/src/invoices/invoice-month';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { computeOrderPrices } from '../packages/domain/src/pricing/compute-order-prices';
import type { Db } from '../packages/server/src/db/client';
import { establishments, orders, profiles } from '../packages/server/src/db/schema/index';
import { establishmentSnapshotOf } from '../packages/server/src/features/orders/establishment-snapshot';
import { nextOrderNumber } from '../packages/server/src/features/orders/next-order-number';
import { DEMO } from './fixtures/accounts';
import { INVOICE_PATIENTS } from './fixtures/invoices';

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
          // The second travels in the first one's parcel (DESIGN §5.9).
          sharedShippingGroup: leader,
          trackingUrl: `https://www.laposte.fr/outils/suivre-vos-envois?code=6A${20_000 + n}FR`,
        })
        .returning({ id: orders.id });
      leader ??= row?.id ?? null;
    }
  });
};
