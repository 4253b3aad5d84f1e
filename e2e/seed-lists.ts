import { and, eq, ne } from 'drizzle-orm';
import { addMonths, monthWindow, previousParisMonth } from '../packages/domain/src/invoices/invoice-month';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { computeOrderPrices } from '../packages/domain/src/pricing/compute-order-prices';
import { siretWithKey } from '../packages/domain/src/shared/siret';
import { hashPassword } from '../packages/server/src/auth/passwords';
import { insertConfirmedAccount } from '../packages/server/src/cli/insert-confirmed-account';
import { loadConfig } from '../packages/server/src/config';
import type { Db } from '../packages/server/src/db/client';
import { deliveryAddresses, establishments, orders, profiles } from '../packages/server/src/db/schema/index';
import { generateMonthlyInvoices } from '../packages/server/src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../packages/server/src/features/invoices/invoice-establishment';
import { establishmentSnapshotOf } from '../packages/server/src/features/orders/establishment-snapshot';
import { nextOrderNumber } from '../packages/server/src/features/orders/next-order-number';
import { createStorage } from '../packages/server/src/storage/create-storage';
import { DEMO, DEMO_PASSWORD } from './fixtures/accounts';
import { LIST_MONTHS, LONG_NAMES } from './fixtures/long-names';

// Run by e2e/seed.ts: enough rows that every list of every role has a second page, and the long
// names that widen them (e2e/tests/accessibility/every-page.spec.ts). Orders
// shipped and invoiced months ago, never last month: invoices.spec.ts generates last month's invoices
// and counts them; newer rows than these are listed first, so the other tests' rows stay on page 1.
export const seedLists = async (db: Db) => {
  const [manager] = await db.select().from(profiles).where(eq(profiles.email, DEMO.manager));
  if (!manager?.establishmentId) throw new Error('demo manager missing');
  const [demo] = await db.select().from(establishments).where(eq(establishments.id, manager.establishmentId));
  if (!demo) throw new Error('demo establishment missing');

  const [long] = await db
    .insert(establishments)
    .values({
      name: LONG_NAMES.establishment,
      siret: siretWithKey('8234567890001'),
      billingStreetAddress: LONG_NAMES.street,
      billingPostalCode: '13210',
      billingCity: 'Saint-Rémy-de-Provence',
    })
    .returning();
  if (!long) throw new Error('establishment not inserted');
  await db.insert(deliveryAddresses).values({
    establishmentId: long.id,
    name: LONG_NAMES.addressName,
    streetAddress: LONG_NAMES.street,
    postalCode: '13210',
    city: 'Saint-Rémy-de-Provence',
    isDefault: true,
  });

  // Its manager signs in (the long-names pass of the spec) and heads the preparator's list of users;
  // its team, of a year ago, fills that list past a page behind the demo accounts, which
  // users.spec.ts looks for on the first page (the newest come first).
  const encryptedPassword = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
  let longManagerId = '';
  await db.transaction(async (tx) => {
    longManagerId = await insertConfirmedAccount(
      tx,
      {
        email: LONG_NAMES.managerEmail,
        encryptedPassword,
        role: 'manager',
        firstName: LONG_NAMES.firstName,
        lastName: LONG_NAMES.lastName,
        establishmentId: long.id,
        isOwner: true,
      },
      now,
    );
    for (let n = 1; n <= LONG_NAMES.team; n++) {
      await insertConfirmedAccount(
        tx,
        {
          email: `audioprothesiste-${n}@${LONG_NAMES.emailDomain}`,
          encryptedPassword,
          role: n % 3 === 0 ? 'viewer' : 'user',
          firstName: `Anne-Sophie-${n}`,
          lastName: LONG_NAMES.lastName,
          establishmentId: long.id,
          isOwner: false,
        },
        now,
      );
    }
    await tx
      .update(profiles)
      .set({ createdAt: yearAgo })
      .where(and(eq(profiles.establishmentId, long.id), ne(profiles.id, longManagerId)));
  });

  // One shipped order a month, LIST_MONTHS months from three months ago: the demo establishment gets
  // an invoice a month, so its manager's invoices have a second page too. Each invoice is a PDF job
  // the server's worker renders at start-up: no more of them than the lists need.
  const details = { type: 'classic' as const, left: { ...COMPLETE_CLASSIC_EAR } };
  const months = Array.from({ length: LIST_MONTHS }, (_, n) =>
    addMonths(previousParisMonth(new Date()), -2 - n),
  );
  const day = 24 * 3600 * 1000;
  for (const [n, month] of months.entries()) {
    const validatedAt = new Date(monthWindow(month).start.getTime() + 2 * day);
    await db.transaction(async (tx) => {
      const rows = [
        [demo, manager.id, n === 0 ? LONG_NAMES.patient : { firstName: `Mois${n}`, lastName: 'Archivée' }],
        // One for the long-named establishment: its name in the lab's lists, one more invoice.
        ...(n === 0 ? [[long, longManagerId, LONG_NAMES.patient] as const] : []),
      ] as const;
      for (const [establishment, createdBy, patient] of rows) {
        await tx.insert(orders).values({
          orderNumber: await nextOrderNumber(tx, validatedAt),
          establishmentId: establishment.id,
          createdBy,
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
          shippedAt: new Date(validatedAt.getTime() + day),
        });
      }
    });
  }
  const config = loadConfig();
  const clock = () => new Date();
  const deps = { db, config, now: clock, storage: await createStorage(config, clock) };
  // Oldest first: the lists show the newest invoice first, as the month-end runs would have made them.
  for (const month of months.toReversed())
    await generateMonthlyInvoices(deps, { month, actor: SYSTEM_ACTOR });
};
