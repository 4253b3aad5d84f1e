import { describe, expect, it } from 'vitest';
import { type ListScope, listScope } from './list-scope';
import type { Role } from './roles';

const OWN = '00000000-0000-4000-8000-000000000001';

type Row = [Role, string | null, ListScope];

// Every role, with and without an establishment.
const TABLE: Row[] = [
  ['preparator', null, { kind: 'every' }],
  // A préparateur's establishment, were one ever set, would not narrow the lab's view.
  ['preparator', OWN, { kind: 'every' }],
  ['manager', OWN, { kind: 'own', establishmentId: OWN }],
  ['manager', null, { kind: 'none' }],
  ['user', OWN, { kind: 'own', establishmentId: OWN }],
  ['user', null, { kind: 'none' }],
  ['viewer', OWN, { kind: 'own', establishmentId: OWN }],
  ['viewer', null, { kind: 'none' }],
];

describe('listScope', () => {
  it.each(TABLE)('%s with establishment %s → %o', (role, establishmentId, expected) => {
    expect(listScope({ role, establishmentId })).toEqual(expected);
  });
});
