import { describe, expect, it } from 'vitest';
import { invitationDisplayStatus, invitationRolesFor } from './invitation-roles';
import { inviteSchemaFor } from './schemas';

describe('invitationRolesFor', () => {
  it.each([
    ['manager', ['user', 'manager']],
    ['preparator', ['preparator']],
    ['user', []],
    ['viewer', []],
  ] as const)('%s may invite %j', (role, expected) => {
    expect(invitationRolesFor(role)).toEqual(expected);
  });
});

describe('invitationDisplayStatus', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it.each([
    ['pending', '2026-11-23T10:00:00Z', 'pending'],
    ['pending', '2026-11-22T10:00:00Z', 'expired'],
    ['pending', '2026-11-01T10:00:00Z', 'expired'],
    ['accepted', '2026-11-01T10:00:00Z', 'accepted'],
    ['rejected', '2026-11-23T10:00:00Z', 'rejected'],
  ] as const)('%s until %s → %s', (status, expiresAt, expected) => {
    expect(invitationDisplayStatus(status, new Date(expiresAt), now)).toBe(expected);
  });
});

describe('inviteSchemaFor', () => {
  const base = { email: 'Nina@Exemple.fr', first_name: ' Nina ', last_name: 'Roux' };
  it.each([
    ['manager', { role: 'user' }, true, undefined],
    ['manager', { role: 'manager' }, true, undefined],
    ['manager', {}, false, 'Veuillez choisir un rôle'],
    ['manager', { role: 'preparator' }, false, 'Vous ne pouvez pas inviter un collaborateur avec ce rôle.'],
    ['preparator', {}, true, undefined],
    ['preparator', { role: 'preparator' }, true, undefined],
    ['preparator', { role: 'user' }, false, 'Vous ne pouvez pas inviter un collaborateur avec ce rôle.'],
    ['user', { role: 'user' }, false, 'Vous ne pouvez pas inviter un collaborateur avec ce rôle.'],
  ] as const)('%s inviting %j → %s', (inviter, extra, ok, message) => {
    const result = inviteSchemaFor(inviter).safeParse({ ...base, ...extra });
    expect(result.success).toBe(ok);
    if (ok) expect(result.data).toMatchObject({ email: 'nina@exemple.fr', first_name: 'Nina' });
    else expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
  it('names the missing fields', () => {
    const result = inviteSchemaFor('manager').safeParse({
      email: '',
      first_name: '',
      last_name: '',
      role: 'user',
    });
    expect([...new Set(result.error?.issues.map((issue) => issue.path[0]))]).toEqual([
      'email',
      'first_name',
      'last_name',
    ]);
  });
});
