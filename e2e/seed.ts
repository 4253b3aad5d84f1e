import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { DEFAULT_PLANNING } from '../packages/domain/src/planning/planning-settings';
import { promisedShipDay } from '../packages/domain/src/planning/promised-date';
import { computeOrderPrices } from '../packages/domain/src/pricing/compute-order-prices';
import { seedDemoCommand } from '../packages/server/src/cli/seed-demo';
import { type Db, openDatabase } from '../packages/server/src/db/client';
import { collaboratorInvitations, orders, profiles } from '../packages/server/src/db/schema/index';
import { DEMO } from './fixtures/accounts';
import {
  EXPIRED_INVITATION,
  INVITATION,
  LATE_ORDER,
  MANAGER_DRAFTS,
  USER_DRAFTS,
} from './fixtures/seed-data';
import { E2E_DATA_DIR } from './fixtures/server';
import { seedEinvoicingMonth } from './seed-einvoicing';
import { seedInvoices, seedInvoiceToCredit } from './seed-invoices';
import { seedLists } from './seed-lists';

/** The e2e tests' own data, added to the demo accounts': invitations and drafts. */
const seedE2e = async (db: Db) => {
  const profileOf = async (email: string) => {
    const [row] = await db.select().from(profiles).where(eq(profiles.email, email));
    if (!row?.establishmentId) throw new Error(`demo account ${email} missing`);
    return { id: row.id, establishmentId: row.establishmentId };
  };
  const manager = await profileOf(DEMO.manager);
  const user = await profileOf(DEMO.user);
  const day = 24 * 3600 * 1000;

  await db.insert(collaboratorInvitations).values([
    {
      email: INVITATION.email,
      firstName: INVITATION.firstName,
      lastName: INVITATION.lastName,
      role: INVITATION.role,
      establishmentId: manager.establishmentId,
      invitationCode: INVITATION.code,
      invitedBy: manager.id,
      expiresAt: new Date(Date.now() + 14 * day),
    },
    {
      email: EXPIRED_INVITATION.email,
      firstName: 'Ex',
      lastName: 'Pirée',
      role: 'user',
      establishmentId: manager.establishmentId,
      invitationCode: EXPIRED_INVITATION.code,
      invitedBy: manager.id,
      expiresAt: new Date(Date.now() - day),
    },
  ]);

  const draft = (by: { id: string; establishmentId: string }, n: number) => ({
    establishmentId: by.establishmentId,
    createdBy: by.id,
    status: 'draft' as const,
    patientFirstName: `Patient${n}`,
    patientLastName: 'Brouillon',
  });
  await db
    .insert(orders)
    .values([
      ...Array.from({ length: USER_DRAFTS }, (_, n) => draft(user, n)),
      ...Array.from({ length: MANAGER_DRAFTS }, (_, n) => draft(manager, n + 10)),
    ]);

  // An order as if validated ten days ago (the clock moved back for it): its promised
  // day, computed then, has passed while it is still registered, so the lab sees it late.
  const validatedAt = new Date(Date.now() - 10 * day);
  const details = { type: 'classic', left: { ...COMPLETE_CLASSIC_EAR } } as const;
  await db.insert(orders).values({
    establishmentId: user.establishmentId,
    createdBy: user.id,
    status: 'registered',
    orderNumber: LATE_ORDER.number,
    patientFirstName: LATE_ORDER.firstName,
    patientLastName: LATE_ORDER.lastName,
    patientGender: 'male',
    details: { ...details, prices: computeOrderPrices(details, 'pickup') },
    shippingMethod: 'pickup',
    transferMethod: 'physical',
    createdAt: validatedAt,
    validatedAt,
    promisedShipOn: promisedShipDay({
      validatedAt,
      tipType: 'classic',
      shippingMethod: 'pickup',
      settings: DEFAULT_PLANNING,
    }),
  });
};

// One process, before the server holds the data directory (e2e/start-server.ts): `seed-demo` as the
// CLI runs it (it migrates DATA_DIR's database), then the tests' data in that database.
await seedDemoCommand(['--comptes-seulement']);
const database = await openDatabase({ dataDir: join(E2E_DATA_DIR, 'pgdata') });
try {
  await seedE2e(database.db);
  await seedInvoices(database.db);
  await seedInvoiceToCredit(database.db);
  await seedLists(database.db);
  await seedEinvoicingMonth(database.db);
} finally {
  await database.close();
}
