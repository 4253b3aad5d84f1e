import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { Role } from '@conque/domain/permissions/roles';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import {
  collaboratorInvitations,
  establishments,
  orders,
  profiles,
  users,
} from '../../../src/db/schema/index';
import { uniqueSiret } from '../../support/factories';

// Test-only helpers of the account area: rows the shared factories do not make yet, and a snapshot
// that proves a refused call changed nothing.

const DAY = 24 * 3600 * 1000;

export const insertInvitation = async (
  db: Db,
  overrides: Partial<typeof collaboratorInvitations.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(collaboratorInvitations)
    .values({
      email: `invite-${randomBytes(4).toString('hex')}@example.fr`,
      firstName: 'Léa',
      lastName: 'Dubois',
      role: 'user' satisfies Role,
      invitationCode: randomBytes(4).toString('hex').toUpperCase(),
      expiresAt: new Date(Date.now() + 7 * DAY),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('invitation not inserted');
  return row;
};

export const insertOrder = async (
  db: Db,
  values: { establishmentId: string; createdBy: string; status?: OrderStatus },
) => {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order not inserted');
  return row;
};

/** Every row a call of this area could touch, in a stable order. */
export const snapshot = async (db: Db) => ({
  users: await db
    .select({ id: users.id, userMetadata: users.userMetadata, updatedAt: users.updatedAt })
    .from(users)
    .orderBy(asc(users.id)),
  profiles: await db.select().from(profiles).orderBy(asc(profiles.id)),
  establishments: await db.select().from(establishments).orderBy(asc(establishments.id)),
  orders: await db.select().from(orders).orderBy(asc(orders.id)),
  invitations: await db.select().from(collaboratorInvitations).orderBy(asc(collaboratorInvitations.id)),
});

export const establishmentBody = (userId: string, overrides: Record<string, unknown> = {}) => ({
  p_name: 'Audition Lumière',
  p_siret: uniqueSiret(),
  p_billing_street_address: '4 place Bellecour',
  p_billing_postal_code: '69002',
  p_billing_city: 'Lyon',
  p_user_id: userId,
  ...overrides,
});

export type ErrorJson = {
  error: { code: string; message: string; field?: string; existing_name?: string | null };
};
