import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, type Actor, can, type Resource } from './can';
import { ROLES, type Role } from './roles';

const ME = 'me';
const OTHER = 'someone-else';
const OWN = 'est-own';
const FOREIGN = 'est-other';

const actor = (role: Role, establishmentId: string | null = OWN): Actor => ({
  id: ME,
  role,
  establishmentId,
});

type Row = [Action, Actor, Resource | undefined, boolean];

const everyRole = (action: Action, resource: Resource | undefined, allowed: boolean): Row[] =>
  ROLES.flatMap((role) => [
    [action, actor(role), resource, allowed] as Row,
    [action, actor(role, null), resource, allowed] as Row,
  ]);

const TABLE: Row[] = [
  // Own profile: every role, with or without an establishment; never someone else's.
  ...everyRole('profile.view', { userId: ME }, true),
  ...everyRole('profile.view', { userId: OTHER }, false),
  ...everyRole('profile.view', undefined, false),
  ...everyRole('profile.update', { userId: ME }, true),
  ...everyRole('profile.update', { userId: OTHER }, false),
  ...everyRole('profile.update', undefined, false),

  // Establishment creation: a manager without one, for itself only.
  ['establishment.create', actor('manager', null), { userId: ME }, true],
  ['establishment.create', actor('manager', null), { userId: OTHER }, false],
  ['establishment.create', actor('manager', null), undefined, false],
  ['establishment.create', actor('manager'), { userId: ME }, false],
  ['establishment.create', actor('user', null), { userId: ME }, false],
  ['establishment.create', actor('user'), { userId: ME }, false],
  ['establishment.create', actor('viewer', null), { userId: ME }, false],
  ['establishment.create', actor('preparator', null), { userId: ME }, false],

  // Establishment name: preparators and onboarding managers see any; others their own only.
  ['establishment.view_name', actor('preparator', null), { establishmentId: FOREIGN }, true],
  ['establishment.view_name', actor('manager', null), { establishmentId: FOREIGN }, true],
  ['establishment.view_name', actor('manager'), { establishmentId: OWN }, true],
  ['establishment.view_name', actor('manager'), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('user'), { establishmentId: OWN }, true],
  ['establishment.view_name', actor('user'), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('user', null), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('user', null), { establishmentId: null }, false],
  ['establishment.view_name', actor('viewer'), { establishmentId: OWN }, true],
  ['establishment.view_name', actor('viewer'), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('viewer'), undefined, false],

  // Drafts badge: every role but the preparator (who never sees drafts, DESIGN §4).
  ['orders.count_own_drafts', actor('manager'), undefined, true],
  ['orders.count_own_drafts', actor('manager', null), undefined, true],
  ['orders.count_own_drafts', actor('user'), undefined, true],
  ['orders.count_own_drafts', actor('viewer'), undefined, true],
  ['orders.count_own_drafts', actor('preparator'), undefined, false],
  ['orders.count_own_drafts', actor('preparator', null), undefined, false],
];

describe('can', () => {
  it.each(TABLE)('%s by %o on %o → %s', (action, who, resource, allowed) => {
    expect(can(who, action, resource)).toBe(allowed);
  });

  it('has at least one row per action of the table', () => {
    const tested = new Set(TABLE.map(([action]) => action));
    expect(ACTIONS.filter((action) => !tested.has(action))).toEqual([]);
  });
});
