import type { Role } from '@conque/domain/permissions/roles';
import { describe, expect, it } from 'vitest';
import { getOnboardingStep } from './onboarding-step';

const profile = (role: Role, first: string | null, last: string | null, establishment: string | null) => ({
  role,
  first_name: first,
  last_name: last,
  establishment_id: establishment,
});

describe('getOnboardingStep (spec 000 §4, docs/design.md §5.4)', () => {
  it.each([
    ['both names missing', profile('user', null, null, 'e'), 'profile'],
    ['the first name missing', profile('user', null, 'Martin', 'e'), 'profile'],
    ['the last name missing', profile('preparator', 'Léa', null, null), 'profile'],
    ['a blank name', profile('viewer', '  ', 'Martin', 'e'), 'profile'],
    [
      'a manager without names nor establishment: the profile first',
      profile('manager', null, null, null),
      'profile',
    ],
    ['a named manager without establishment', profile('manager', 'Léa', 'Martin', null), 'establishment'],
    ['a named manager with an establishment', profile('manager', 'Léa', 'Martin', 'e'), null],
    ['a named user without establishment', profile('user', 'Léa', 'Martin', null), null],
    ['a named viewer', profile('viewer', 'Léa', 'Martin', 'e'), null],
    ['a named preparator', profile('preparator', 'Léa', 'Martin', null), null],
  ] as const)('%s → %s', (_, value, step) => {
    expect(getOnboardingStep(value)).toBe(step);
  });
});
