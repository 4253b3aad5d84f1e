import type { CollaboratorView, InvitationView } from '@conque/domain/collaborators/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { collaboratorInvitations, outbox } from '../../../src/db/schema/index';
import { insertEstablishment, insertUser, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { invitationsAndMail, newInvitation } from './collaborators-test-kit';

// Spec 001 §2, §5-§8 and docs/design.md §4, §5.14: inviting, listing, mailing the code.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const team = async () => {
  const establishment = await insertEstablishment(t.db, { name: 'Audition Lumière' });
  const manager = await signedInUser(t.db, t.config, {
    role: 'manager',
    establishmentId: establishment.id,
    isOwner: true,
    firstName: 'Claire',
    lastName: 'Dupuis',
  });
  return { establishment, manager };
};

const invite = (token: string, body: unknown) =>
  t.request('/api/rpc/invite_collaborator', { method: 'POST', body, token });

describe('invite_collaborator', () => {
  it('creates a pending invitation in the manager’s establishment with a code valid 14 days', async () => {
    const { establishment, manager } = await team();
    const email = `nina-${Date.now()}@exemple.fr`;
    const response = await invite(
      manager.token,
      newInvitation({ email: email.toUpperCase(), role: 'manager' }),
    );
    expect(response.status).toBe(201);
    const json = (await response.json()) as InvitationView;
    expect(json).toMatchObject({
      email,
      first_name: 'Nina',
      last_name: 'Roux',
      role: 'manager',
      establishment_id: establishment.id,
      status: 'pending',
    });
    expect(json.invitation_code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const days = (Date.parse(json.expires_at) - Date.parse(json.created_at)) / 86_400_000;
    expect(days).toBe(14);
    // The mail leaves with send-invitation-email, not here.
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    const { manager } = await team();
    const { profile } = await insertUser(t.db, { email: `deja-${Date.now()}@exemple.fr` });
    const before = await invitationsAndMail(t.db);
    const response = await invite(manager.token, newInvitation({ email: profile.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'conflict', message: 'Un compte existe déjà avec cette adresse email' },
    });
    expect(await invitationsAndMail(t.db)).toEqual(before);
  });

  it('refuses a second pending invitation of one address, but not once the first has expired', async () => {
    const { manager } = await team();
    const email = `double-${Date.now()}@exemple.fr`;
    expect((await invite(manager.token, newInvitation({ email }))).status).toBe(201);
    const second = await invite(manager.token, newInvitation({ email }));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: { code: 'conflict', message: 'Une invitation est déjà en cours pour cet email' },
    });
    await t.db
      .update(collaboratorInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collaboratorInvitations.email, email));
    expect((await invite(manager.token, newInvitation({ email }))).status).toBe(201);
  });

  it('gives one invitation when the same address is invited twice at once', async () => {
    const { manager } = await team();
    const email = `course-${Date.now()}@exemple.fr`;
    const statuses = await Promise.all([
      invite(manager.token, newInvitation({ email })).then((r) => r.status),
      invite(manager.token, newInvitation({ email })).then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await t.db.$count(collaboratorInvitations, eq(collaboratorInvitations.email, email))).toBe(1);
  });

  it('lets a preparator invite a preparator, without establishment, the role being implied', async () => {
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const response = await invite(preparator.token, {
      email: `prep-${Date.now()}@exemple.fr`,
      first_name: 'Paul',
      last_name: 'Atelier',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ role: 'preparator', establishment_id: null });
  });
});

describe('send-invitation-email', () => {
  it('mails the code and the /register link, from the server’s rows only', async () => {
    const { manager } = await team();
    const email = `mail-${Date.now()}@exemple.fr`;
    const created = (await (await invite(manager.token, newInvitation({ email }))).json()) as InvitationView;
    const response = await t.request('/api/send-invitation-email', {
      method: 'POST',
      token: manager.token,
      body: {
        email,
        invitationCode: created.invitation_code,
        firstName: 'Pirate',
        establishmentName: 'Faux nom',
        inviterName: 'Quelqu’un',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.subject).toBe(
      `Claire Dupuis vous invite à rejoindre Audition Lumière sur ${t.config.organisation.name}`,
    );
    const link = `${t.config.publicUrl}/register?email=${encodeURIComponent(email)}&code=${created.invitation_code}&invitation=true`;
    expect(mail?.text).toContain('Bonjour Nina,');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain(`Votre code d’invitation : ${created.invitation_code}`);
    expect(mail?.text).not.toContain('Pirate');
    expect(mail?.text).not.toContain('Faux nom');
  });

  it('answers 404 for a wrong code or another establishment’s invitation, and mails nothing', async () => {
    const { manager } = await team();
    const other = await team();
    const email = `autre-${Date.now()}@exemple.fr`;
    const created = (await (
      await invite(other.manager.token, newInvitation({ email }))
    ).json()) as InvitationView;
    const before = await invitationsAndMail(t.db);
    for (const [token, code] of [
      [manager.token, created.invitation_code],
      [other.manager.token, 'AAAA-BBBB-CCCC'],
    ]) {
      const response = await t.request('/api/send-invitation-email', {
        method: 'POST',
        token,
        body: { email, invitationCode: code },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'Invitation introuvable.' },
      });
    }
    expect(await invitationsAndMail(t.db)).toEqual(before);
  });

  it('sends one invitation at most 5 times an hour', async () => {
    const { manager } = await team();
    const email = `renvoi-${Date.now()}@exemple.fr`;
    const created = (await (await invite(manager.token, newInvitation({ email }))).json()) as InvitationView;
    const send = () =>
      t.request('/api/send-invitation-email', {
        method: 'POST',
        token: manager.token,
        body: { email, invitationCode: created.invitation_code },
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    expect(await t.db.$count(outbox, eq(outbox.to, email))).toBe(5);
  });
});

describe('collaborators and invitations lists', () => {
  it('shows the team, owner first, and its invitations with an expired one marked', async () => {
    const { establishment, manager } = await team();
    await insertUser(t.db, { role: 'user', establishmentId: establishment.id, lastName: 'Aubert' });
    await insertUser(t.db, { role: 'user' });
    const email = `liste-${Date.now()}@exemple.fr`;
    await invite(manager.token, newInvitation({ email }));
    await t.db.insert(collaboratorInvitations).values({
      email: `vieille-${Date.now()}@exemple.fr`,
      firstName: 'Vieille',
      lastName: 'Invitation',
      role: 'user',
      establishmentId: establishment.id,
      invitationCode: 'OLD',
      expiresAt: new Date(Date.now() - 1000),
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const members = (await (await t.request('/api/collaborators', { token: manager.token })).json()) as {
      items: CollaboratorView[];
    };
    expect(members.items.map((m) => [m.last_name, m.is_owner])).toEqual([
      ['Dupuis', true],
      ['Aubert', false],
    ]);
    const invitations = (await (
      await t.request('/api/collaborator-invitations', { token: manager.token })
    ).json()) as { items: InvitationView[] };
    expect(invitations.items.map((i) => i.status)).toEqual(['pending', 'expired']);
    expect(invitations.items[0]?.email).toBe(email);
  });

  it('shows a preparator the preparators and their invitations only', async () => {
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator', lastName: 'Zola' });
    const members = (await (await t.request('/api/collaborators', { token: preparator.token })).json()) as {
      items: CollaboratorView[];
    };
    expect(members.items.every((m) => m.role === 'preparator')).toBe(true);
    expect(members.items.some((m) => m.id === preparator.profile.id)).toBe(true);
    const invitations = (await (
      await t.request('/api/collaborator-invitations', { token: preparator.token })
    ).json()) as { items: InvitationView[] };
    expect(invitations.items.every((i) => i.role === 'preparator')).toBe(true);
  });
});
