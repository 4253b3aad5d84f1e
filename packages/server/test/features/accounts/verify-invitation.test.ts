import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorInvitations } from '../../../src/db/schema/index';
import { insertEstablishment } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertInvitation } from './accounts-test-kit';

let t: TestApp;
beforeAll(async () => {
  // Low limits, so the rate limit shows in a few calls.
  t = await createTestApp({
    rateLimits: { verify_invitation_ip: { limit: 5 }, verify_invitation_email: { limit: 3 } },
  });
});
afterAll(() => t.close());

let ip = 0;
const verify = (body: unknown, fromIp = `192.0.2.${++ip}`) =>
  t.request('/api/verify-invitation', { body, headers: { 'x-test-client-ip': fromIp } });

const INVALID = { valid: false, error: "Code d'invitation invalide ou expiré", invitation: null };

describe('POST /api/verify-invitation', () => {
  it('answers a pending invitation with its role, establishment and names, whatever the e-mail case', async () => {
    const establishment = await insertEstablishment(t.db);
    const invitation = await insertInvitation(t.db, {
      email: 'Lea.Dubois@Example.fr',
      role: 'manager',
      establishmentId: establishment.id,
    });
    const response = await verify({
      email: 'LEA.DUBOIS@example.FR',
      invitationCode: invitation.invitationCode,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      valid: true,
      error: null,
      invitation: {
        id: invitation.id,
        role: 'manager',
        establishment_id: establishment.id,
        first_name: 'Léa',
        last_name: 'Dubois',
      },
    });
    // Verifying is not accepting: the sign-up does that, in its own transaction.
    const [row] = await t.db
      .select()
      .from(collaboratorInvitations)
      .where(eq(collaboratorInvitations.id, invitation.id));
    expect(row?.status).toBe('pending');
  });

  it.each([
    ['a wrong code', {}, (i: { invitationCode: string }) => ({ invitationCode: `${i.invitationCode}X` })],
    ['another e-mail', {}, () => ({ email: 'autre@example.fr' })],
    ['an expired invitation', { expiresAt: new Date(Date.now() - 1000) }, () => ({})],
    ['an accepted invitation', { status: 'accepted' as const }, () => ({})],
    ['a rejected invitation', { status: 'rejected' as const }, () => ({})],
  ])('answers 200 with the French error for %s', async (_label, overrides, change) => {
    const invitation = await insertInvitation(t.db, overrides);
    const body = {
      email: invitation.email,
      invitationCode: invitation.invitationCode,
      ...change(invitation),
    };
    const response = await verify(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(INVALID);
  });

  it('limits attempts per e-mail, from any address', async () => {
    const invitation = await insertInvitation(t.db);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await verify({ email: invitation.email, invitationCode: 'WRONG' })).status).toBe(200);
    }
    const blocked = await verify({ email: invitation.email, invitationCode: invitation.invitationCode });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
      },
    });
  });

  it('limits attempts per IP, whatever the e-mail', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await verify(
        { email: `x${attempt}@example.fr`, invitationCode: 'WRONG' },
        '198.51.100.7',
      );
      expect(response.status).toBe(200);
    }
    const blocked = await verify({ email: 'x9@example.fr', invitationCode: 'WRONG' }, '198.51.100.7');
    expect(blocked.status).toBe(429);
  });
});
