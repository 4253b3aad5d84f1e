import type { Role } from '@conque/domain/permissions/roles';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const establishments = pgTable('establishments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  siret: text('siret').notNull().unique('establishments_siret_key'),
  billingStreetAddress: text('billing_street_address').notNull(),
  billingPostalCode: text('billing_postal_code').notNull(),
  billingCity: text('billing_city').notNull(),
  // Its manager requires a second factor of every member.
  mfaRequired: boolean('mfa_required').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').$type<Role>().notNull(),
    establishmentId: uuid('establishment_id').references(() => establishments.id),
    isOwner: boolean('is_owner').notNull().default(false),
    // « Numéro RPPS ou ADELI » (« Mon profil »): the wizard's default prescriber (decision 144).
    prescriberNumber: text('prescriber_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_establishment_id_idx').on(t.establishmentId),
    check('profiles_role_check', sql`${t.role} in ('viewer', 'user', 'manager', 'preparator')`),
  ],
);

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

// The code is kept readable because the collaborators page copies it again (spec 001 §2); it is
// single use and expires (docs/decisions/0003-invitation-codes-are-stored-readable.md).
export const collaboratorInvitations = pgTable(
  'collaborator_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<Role>().notNull(),
    establishmentId: uuid('establishment_id').references(() => establishments.id),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    invitationCode: text('invitation_code').notNull(),
    invitedBy: uuid('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collaborator_invitations_email_idx').on(t.email),
    index('collaborator_invitations_establishment_id_idx').on(t.establishmentId),
    check('collaborator_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);
