import { asc } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { collaboratorInvitations, outbox } from '../../../src/db/schema/index';

// Test-only helpers of the collaborators area: what a call could change.

export const invitationsAndMail = async (db: Db) => ({
  invitations: await db
    .select()
    .from(collaboratorInvitations)
    .orderBy(asc(collaboratorInvitations.createdAt)),
  outbox: await db.select().from(outbox).orderBy(asc(outbox.createdAt)),
});

export const newInvitation = (overrides: Record<string, unknown> = {}) => ({
  email: 'nina.roux@exemple.fr',
  first_name: 'Nina',
  last_name: 'Roux',
  role: 'user',
  ...overrides,
});
