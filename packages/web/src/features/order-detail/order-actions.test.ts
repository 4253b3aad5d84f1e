import type { Role } from '@conque/domain/permissions/roles';
import { describe, expect, it } from 'vitest';
import { editActionOf } from './order-actions';
import { CREATOR_ID, ESTABLISHMENT_ID, sampleOrder } from './testing/order-detail-sample';

const OTHER_ESTABLISHMENT = '55555555-5555-4555-8555-555555555555';
const SOMEONE = '66666666-6666-4666-8666-666666666666';
const profile = (role: Role, who: 'creator' | 'colleague', establishment = ESTABLISHMENT_ID) => ({
  id: who === 'creator' ? CREATOR_ID : SOMEONE,
  role,
  establishment_id: role === 'preparator' ? null : establishment,
});
const INVOICE = { id: '77777777-7777-4777-8777-777777777777', number: 'F-2026-00001' };

// docs/design.md §4 and §5.7: who is offered 'Modifier' or 'Reprendre le brouillon'.
describe('editActionOf', () => {
  it.each([
    ['the creator (user), registered', profile('user', 'creator'), sampleOrder(), 'edit'],
    ['the creator (manager), registered', profile('manager', 'creator'), sampleOrder(), 'edit'],
    ["a manager, a colleague's registered order", profile('manager', 'colleague'), sampleOrder(), 'edit'],
    ["a user, a colleague's registered order", profile('user', 'colleague'), sampleOrder(), null],
    ['a viewer, registered', profile('viewer', 'colleague'), sampleOrder(), null],
    ['a preparator, registered', profile('preparator', 'colleague'), sampleOrder(), null],
    [
      'a manager of another establishment',
      profile('manager', 'colleague', OTHER_ESTABLISHMENT),
      sampleOrder(),
      null,
    ],
    ['the creator, invoiced', profile('user', 'creator'), sampleOrder({ invoice: INVOICE }), null],
    ['the creator, in production', profile('user', 'creator'), sampleOrder({ status: 'in_progress' }), null],
    ['the creator, a draft', profile('user', 'creator'), sampleOrder({ status: 'draft' }), 'resume'],
    [
      "a manager, a colleague's draft",
      profile('manager', 'colleague'),
      sampleOrder({ status: 'draft' }),
      null,
    ],
    ['nobody signed in yet', undefined, sampleOrder(), null],
  ] as const)('%s → %s', (_label, who, order, expected) => {
    expect(editActionOf(who, order)).toBe(expected);
  });
});
