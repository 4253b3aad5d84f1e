import { eq } from 'drizzle-orm';
import { monthWindow } from '../packages/domain/src/invoices/invoice-month';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { computeOrderPrices } from '../packages/domain/src/pricing/compute-order-prices';
import { hashPassword } from '../packages/server/src/auth/passwords';
import { insertConfirmedAccount } from '../packages/server/src/cli/insert-confirmed-account';
import type { Db } from '../packages/server/src/db/client';
import { establishments, orders, profiles } from '../packages/server/src/db/schema/index';
import { establishmentSnapshotOf } from '../packages/server/src/features/orders/establishment-snapshot';
import { nextOrderNumber } from '../packages/server/src/features/orders/next-order-number';
import { DEMO, DEMO_PASSWORD } from './fixtures/accounts';
import {
  CYCLE_ESTABLISHMENT,
  CYCLE_MANAGER,
  CYCLE_MONTH,
  CYCLE_PATIENT,
  EINVOICING_SIRETS,
  FLOW_ACCEPTED,
  FLOW_MONTH,
  FLOW_REFUSED,
  PENDING_ESTABLISHMENT,
  PENDING_MONTH,
} from './fixtures/einvoicing';

type Shipped = {
  name: string;
  month: typeof FLOW_MONTH;
  patient: string;
  managerEmail?: string;
};

/** An establishment (with its own manager when asked) and one order shipped in `month`, not invoiced. */
const seedShippedOrder = async (db: Db, createdBy: string, input: Shipped) => {
  const validatedAt = new Date(monthWindow(input.month).start.getTime() + 3 * 24 * 3600 * 1000);
  const details = { type: 'classic' as const, left: { ...COMPLETE_CLASSIC_EAR } };
  const [establishment] = await db
    .insert(establishments)
    .values({
      name: input.name,
      siret: EINVOICING_SIRETS[input.name] ?? '',
      billingStreetAddress: '8 rue de la Charité',
      billingPostalCode: '69002',
      billingCity: 'Lyon',
    })
    .returning();
  if (!establishment) throw new Error('establishment not inserted');
  const encryptedPassword = input.managerEmail ? await hashPassword(DEMO_PASSWORD) : '';
  await db.transaction(async (tx) => {
    let creator = createdBy;
    if (input.managerEmail)
      creator = await insertConfirmedAccount(
        tx,
        {
          email: input.managerEmail,
          encryptedPassword,
          role: 'manager',
          firstName: 'Camille',
          lastName: 'Cycle',
          establishmentId: establishment.id,
          isOwner: true,
        },
        new Date(),
      );
    const [firstName, lastName] = input.patient.split(' ');
    await tx.insert(orders).values({
      orderNumber: await nextOrderNumber(tx, validatedAt),
      establishmentId: establishment.id,
      createdBy: creator,
      status: 'shipped',
      patientFirstName: firstName ?? input.patient,
      patientLastName: lastName ?? input.patient,
      patientGender: 'female',
      patientHearingLoss: 'mild',
      details: { ...details, prices: computeOrderPrices(details, 'standard') },
      shippingMethod: 'standard',
      transferMethod: 'physical',
      establishmentSnapshot: establishmentSnapshotOf(establishment),
      validatedAt,
      shippedAt: new Date(validatedAt.getTime() + 24 * 3600 * 1000),
    });
  });
};

/**
 * One order shipped in FLOW_MONTH for each of the sending test's establishments, one in PENDING_MONTH
 * for the flow that waits for the PA, and one in CYCLE_MONTH for the month's cycle (its establishment
 * with its own manager), none invoiced.
 */
export const seedEinvoicingMonth = async (db: Db) => {
  const [manager] = await db.select().from(profiles).where(eq(profiles.email, DEMO.manager));
  if (!manager) throw new Error('demo manager missing');
  for (const name of [FLOW_ACCEPTED, FLOW_REFUSED])
    await seedShippedOrder(db, manager.id, {
      name,
      month: FLOW_MONTH,
      patient: 'Flore Flux',
    });
  await seedShippedOrder(db, manager.id, {
    name: PENDING_ESTABLISHMENT,
    month: PENDING_MONTH,
    patient: 'Paule Patience',
  });
  await seedShippedOrder(db, manager.id, {
    name: CYCLE_ESTABLISHMENT,
    month: CYCLE_MONTH,
    patient: CYCLE_PATIENT,
    managerEmail: CYCLE_MANAGER,
  });
};
