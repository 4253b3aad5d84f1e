import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorInvitations, profiles } from '../../src/db/schema/index';
import { insertEstablishment, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { authClient, rowCounts, uniqueEmail } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

const insertInvitation = async (overrides: Partial<typeof collaboratorInvitations.$inferInsert> = {}) => {
  const establishment = await insertEstablishment(t.db);
  const [row] = await t.db
    .insert(collaboratorInvitations)
    .values({
      email: uniqueEmail('invitee'),
      firstName: 'Léa',
      lastName: 'Dubois',
      role: 'user',
      establishmentId: establishment.id,
      invitationCode: 'ABCD1234',
      expiresAt: new Date(Date.now() + 7 * DAY),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('invitation not inserted');
  return row;
};

describe('sign-up with an invitation', () => {
  it('takes role, establishment and names from the invitation row and marks it accepted', async () => {
    const invitation = await insertInvitation();
    const { client } = authClient(t);
    const { data, error } = await client.signUp({
      email: invitation.email.toUpperCase(),
      password: 'pw123456',
      options: {
        data: {
          invitation_id: invitation.id,
          role: 'manager',
          establishment_id: randomUUID(),
          first_name: 'Faux',
          last_name: 'Nom',
        },
      },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      role: 'user',
      establishment_id: invitation.establishmentId,
      first_name: 'Léa',
      last_name: 'Dubois',
      invitation_id: invitation.id,
    });
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, data.user?.id ?? ''));
    expect(profile).toMatchObject({
      role: 'user',
      establishmentId: invitation.establishmentId,
      firstName: 'Léa',
      lastName: 'Dubois',
      isOwner: false,
    });
    const [after] = await t.db
      .select()
      .from(collaboratorInvitations)
      .where(eq(collaboratorInvitations.id, invitation.id));
    expect(after?.status).toBe('accepted');
    expect(after?.acceptedAt).toBeInstanceOf(Date);
  });

  it('refuses, writing nothing, an invitation that is unknown, expired, used or for someone else', async () => {
    const other = await insertInvitation();
    const expired = await insertInvitation({ expiresAt: new Date(Date.now() - 1000) });
    const accepted = await insertInvitation({ status: 'accepted' });
    const rejected = await insertInvitation({ status: 'rejected' });
    const cases: [string, unknown][] = [
      [uniqueEmail(), randomUUID()],
      [uniqueEmail(), 'not-a-uuid'],
      [uniqueEmail(), 42],
      [uniqueEmail(), other.id],
      [expired.email, expired.id],
      [accepted.email, accepted.id],
      [rejected.email, rejected.id],
    ];
    const before = await rowCounts(t.db);
    const { client } = authClient(t);
    for (const [email, invitationId] of cases) {
      const { data, error } = await client.signUp({
        email,
        password: 'pw123456',
        options: { data: { invitation_id: invitationId } },
      });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_invitation' });
      expect(error?.message).toBe("Code d'invitation invalide ou expiré");
    }
    expect(await rowCounts(t.db)).toEqual(before);
    const [still] = await t.db
      .select()
      .from(collaboratorInvitations)
      .where(eq(collaboratorInvitations.id, other.id));
    expect(still?.status).toBe('pending');
  });

  it('leaves the invitation pending when the address already has a confirmed account', async () => {
    const invitation = await insertInvitation();
    await insertUser(t.db, { email: invitation.email });
    const { client } = authClient(t);
    const { data } = await client.signUp({
      email: invitation.email,
      password: 'pw123456',
      options: { data: { invitation_id: invitation.id } },
    });
    expect(data.user?.identities).toEqual([]);
    const [after] = await t.db
      .select()
      .from(collaboratorInvitations)
      .where(eq(collaboratorInvitations.id, invitation.id));
    expect(after?.status).toBe('pending');
  });
});
