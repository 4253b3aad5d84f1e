import { randomBytes, randomInt } from 'node:crypto';
import type { Aal } from '@conque/domain/permissions/mfa';
import type { Role } from '@conque/domain/permissions/roles';
import { sirenOf, siretWithKey } from '@conque/domain/shared/siret';
import { eq } from 'drizzle-orm';
import { issueSession, type SessionClient, tokenResponse } from '../../src/auth/issue-session';
import { loadFactors } from '../../src/auth/mfa/factors';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import {
  deliveryAddresses,
  einvoicingDirectoryEntries,
  establishments,
  invoices,
  orders,
  profiles,
  sessions,
  users,
} from '../../src/db/schema/index';
import { insertVerifiedFactor, raiseSession } from './mfa';

// A fixed argon2id hash of "secret123", so factories do not pay 40 ms of hashing per user.
export const FACTORY_PASSWORD = 'secret123';
const FACTORY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$O+UTaUqdskfo+/Qqzt3R/Q$+9zm1ubqE6l+MFbQMdduv4PxhMyRJkkq/8Q1mMC754k';

const unique = () => randomBytes(4).toString('hex');

/** A SIRET with its right key that no other test holds: 13 random digits, then the key. */
export const uniqueSiret = () => siretWithKey(String(randomInt(1e12, 1e13)));

export const insertEstablishment = async (
  db: Db,
  overrides: Partial<typeof establishments.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(establishments)
    .values({
      name: `Audition ${unique()}`,
      siret: uniqueSiret(),
      billingStreetAddress: '1 rue de la Paix',
      billingPostalCode: '75002',
      billingCity: 'Paris',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('establishment not inserted');
  return row;
};

/** A delivery address (spec 001 §3); not the default unless told. */
export const insertDeliveryAddress = async (
  db: Db,
  values: { establishmentId: string } & Partial<typeof deliveryAddresses.$inferInsert>,
) => {
  const [row] = await db
    .insert(deliveryAddresses)
    .values({
      name: 'Cabinet',
      streetAddress: '3 rue Mercière',
      postalCode: '69002',
      city: 'Lyon',
      ...values,
    })
    .returning();
  if (!row) throw new Error('delivery address not inserted');
  return row;
};

/** An order (spec 001 §3), a draft unless told; a validated one takes its number and prices from `values`. */
export const insertOrder = async (
  db: Db,
  values: { establishmentId: string; createdBy: string } & Partial<typeof orders.$inferInsert>,
) => {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order not inserted');
  return row;
};

type UserOverrides = {
  email?: string;
  role?: Role;
  establishmentId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isOwner?: boolean;
  confirmed?: boolean;
};

/** A confirmed user with a profile (password "secret123"). */
export const insertUser = async (db: Db, overrides: UserOverrides = {}) => {
  const email = overrides.email ?? `user-${unique()}@example.fr`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      encryptedPassword: FACTORY_PASSWORD_HASH,
      emailConfirmedAt: overrides.confirmed === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  const [profile] = await db
    .insert(profiles)
    .values({
      id: user.id,
      email,
      role: overrides.role ?? 'manager',
      establishmentId: overrides.establishmentId ?? null,
      firstName: overrides.firstName === undefined ? 'Camille' : overrides.firstName,
      lastName: overrides.lastName === undefined ? 'Martin' : overrides.lastName,
      isOwner: overrides.isOwner ?? false,
    })
    .returning();
  if (!profile) throw new Error('profile not inserted');
  return { user, profile };
};

/**
 * A signed-in user: the same rows plus a real session and access token. The session is aal2 (a code
 * typed after the password) for the roles that must use a second factor (config.mfa, préparateurs by
 * default), aal1 otherwise, unless `aal` says; the person then has no factor unless `withFactor`.
 */
export const signedInUser = async (
  db: Db,
  config: Config,
  overrides: UserOverrides & { aal?: Aal; withFactor?: boolean } = {},
  client: SessionClient = { userAgent: undefined, ip: '127.0.0.1' },
) => {
  const { user, profile } = await insertUser(db, overrides);
  const factor = overrides.withFactor ? await insertVerifiedFactor(db, config, user.id) : undefined;
  const aal = overrides.aal ?? (config.mfa.requiredRoles.includes(profile.role) ? 'aal2' : 'aal1');
  let session = await issueSession(db, config, user, 'password', client);
  if (aal === 'aal2') {
    await raiseSession(db, sessionIdOf(session), factor?.factor.id);
    const [raised] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(session)));
    if (!raised) throw new Error('session not found');
    session = await tokenResponse(
      config,
      user,
      raised,
      session.refresh_token,
      await loadFactors(db, user.id),
    );
  }
  return { user, profile, token: session.access_token, session, factor };
};

const sessionIdOf = (session: { access_token: string }): string => {
  const payload = session.access_token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { session_id: string }).session_id;
};

let invoiceSequence = 0;

/** An issued invoice (the monthly run's effect) in its own past month, optionally holding orders. */
export const insertInvoice = async (
  db: Db,
  overrides: Partial<typeof invoices.$inferInsert> & { establishmentId: string; orderIds?: string[] },
) => {
  invoiceSequence += 1;
  const { orderIds = [], ...values } = overrides;
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `F-2020-${String(invoiceSequence).padStart(5, '0')}-${unique()}`,
      establishmentSnapshot: {
        name: 'Établissement facturé',
        siret: '55203253400646',
        billing_street_address: '1 rue de la Facture',
        billing_postal_code: '75001',
        billing_city: 'Paris',
      },
      // One invoice per establishment and month: a month of its own per test invoice.
      month: `2020-${unique()}`,
      lines: [],
      totalHt: 0,
      totalTva: 0,
      totalTtc: 0,
      issuedAt: new Date(),
      dueAt: new Date(),
      ...values,
    })
    .returning();
  if (!invoice) throw new Error('invoice not inserted');
  for (const orderId of orderIds) {
    await db.update(orders).set({ invoiceId: invoice.id }).where(eq(orders.id, orderId));
  }
  return invoice;
};

/**
 * What the PA's directory said of an establishment, read now (decision 145): `found`, a line at its
 * SIRET addressed to `address` (by default its SIREN: a document for it is transmitted), or `none`.
 */
export const insertDirectoryEntry = async (
  db: Db,
  establishment: { id: string; siret: string },
  status: 'found' | 'none' = 'found',
  address: (siren: string) => string = (siren) => siren,
) => {
  const siren = sirenOf(establishment.siret);
  await db.insert(einvoicingDirectoryEntries).values({
    establishmentId: establishment.id,
    siret: establishment.siret,
    status,
    lines:
      status === 'found'
        ? [
            {
              addressing_identifier: address(siren),
              siren,
              siret: establishment.siret,
              routing_identifier: null,
              routing_code_name: null,
              platform_type: 'WK',
              platform_status: 'Enabled',
            },
          ]
        : [],
    readAt: new Date(),
  });
};
