import { afterAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { invitationsAndMail, newInvitation } from './collaborators-test-kit';

// docs/design.md §3: bad input is a 4xx naming the field in French, never a 500, never a row or a mail.
// The callers may do the call, so only the input can be the reason.

const t: TestApp = await createTestApp();
const establishment = await insertEstablishment(t.db);
const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
afterAll(() => t.close());

const REQUIRED = 'Ce champ est obligatoire';
const without = (field: string) => {
  const body: Record<string, unknown> = newInvitation();
  delete body[field];
  return body;
};
type Case = [label: string, path: string, body: unknown, status: number, message: string | RegExp];
const invite = (label: string, body: unknown, status: number, message: string | RegExp): Case => [
  label,
  '/api/rpc/invite_collaborator',
  body,
  status,
  message,
];

const CASES: Case[] = [
  invite('a non-JSON body', '{"email": ', 400, "Le corps de la requête n'est pas un JSON valide."),
  invite('an array', '[]', 400, /^corps de la requête : /),
  invite(
    'a body over 64 KB',
    newInvitation({ first_name: 'x'.repeat(70 * 1024) }),
    413,
    'La requête est trop volumineuse.',
  ),
  invite('no email', without('email'), 400, `Email : ${REQUIRED}`),
  invite('a malformed email', newInvitation({ email: 'nina@' }), 400, /^Email : /),
  invite('no first name', without('first_name'), 400, `Prénom : ${REQUIRED}`),
  invite('a blank last name', newInvitation({ last_name: '  ' }), 400, `Nom : ${REQUIRED}`),
  invite('no role from a manager', without('role'), 400, 'Rôle : Veuillez choisir un rôle'),
  invite('an unknown role', newInvitation({ role: 'admin' }), 400, 'Rôle : Veuillez choisir un rôle'),
  invite('a viewer role', newInvitation({ role: 'viewer' }), 400, 'Rôle : Veuillez choisir un rôle'),
  invite(
    'a malformed establishment id',
    newInvitation({ establishment_id: '12' }),
    400,
    /^Établissement|^establishment_id/,
  ),
  invite('an unknown field', newInvitation({ is_owner: true }), 400, 'Champ inconnu : is_owner'),
  [
    'send: no code',
    '/api/send-invitation-email',
    { email: 'a@b.fr' },
    400,
    `Code d'invitation : ${REQUIRED}`,
  ],
  ['send: no email', '/api/send-invitation-email', { invitationCode: 'ABCD' }, 400, `Email : ${REQUIRED}`],
  [
    'send: an unknown field',
    '/api/send-invitation-email',
    { email: 'a@b.fr', invitationCode: 'A', to: 'x@y.fr' },
    400,
    'Champ inconnu : to',
  ],
];

describe('collaborators bad input', () => {
  it.each(CASES)('%s → %i', async (_label, path, body, status, message) => {
    const before = await invitationsAndMail(t.db);
    const response = await t.request(path, { method: 'POST', body, token: manager.token });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    expect(await invitationsAndMail(t.db)).toEqual(before);
  });

  it.each([
    ['page=0', /^Page : /],
    ['page=abc', /^Page : /],
    [`search=${'x'.repeat(101)}`, 'Recherche : 100 caractères au maximum'],
    ['role=manager', 'Champ inconnu : role'],
  ])('GET /api/users?%s → 400', async (query, message) => {
    const response = await t.request(`/api/users?${query}`, { token: preparator.token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
  });
});
