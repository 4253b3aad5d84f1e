import { asc } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { deliveryAddresses, establishments } from '../../../src/db/schema/index';

// Test-only: every row the address and establishment calls could touch, so a refused call can be
// shown to change nothing.
export const addressSnapshot = async (db: Db) => ({
  establishments: await db.select().from(establishments).orderBy(asc(establishments.id)),
  addresses: await db.select().from(deliveryAddresses).orderBy(asc(deliveryAddresses.id)),
});

export const newAddress = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cabinet de la Croix-Rousse',
  streetAddress: '12 boulevard de la Croix-Rousse',
  postalCode: '69004',
  city: 'Lyon',
  ...overrides,
});

export type ErrorJson = { error: { code: string; message: string; field?: string } };
