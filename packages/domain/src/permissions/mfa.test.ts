import { describe, expect, it } from 'vitest';
import { type Aal, DEFAULT_MFA_REQUIRED_ROLES, type MfaAccess, mfaAccess, mfaRequirement } from './mfa';
import { ROLES, type Role } from './roles';

const DEFAULT = { requiredRoles: DEFAULT_MFA_REQUIRED_ROLES };
const NOBODY = { requiredRoles: [] };

type Row = [Role, Aal, { factor: boolean; establishment: boolean }, MfaAccess];

// Every role × level × (factor or not) × (establishment requiring it or not), with the default
// setting (préparateurs): what the API lets the session do.
const TABLE: Row[] = ROLES.flatMap((role) =>
  [false, true].flatMap((factor) =>
    [false, true].flatMap((establishment): Row[] => {
      const required = role === 'preparator' || establishment;
      return [
        [role, 'aal2', { factor, establishment }, 'allowed'],
        [
          role,
          'aal1',
          { factor, establishment },
          factor ? 'verification_required' : required ? 'enrolment_required' : 'allowed',
        ],
      ];
    }),
  ),
);

describe('mfaAccess', () => {
  it.each(TABLE)('%s at %s with %o → %s', (role, aal, { factor, establishment }, expected) => {
    expect(
      mfaAccess({ role, aal, hasVerifiedFactor: factor, establishmentRequiresMfa: establishment }, DEFAULT),
    ).toBe(expected);
  });

  it('lets an operator phase it in: no role required, a préparateur without a factor passes at aal1', () => {
    const subject = { role: 'preparator', aal: 'aal1', hasVerifiedFactor: false } as const;
    expect(mfaAccess({ ...subject, establishmentRequiresMfa: false }, NOBODY)).toBe('allowed');
    // ...but once it has a factor, the password alone no longer opens the API.
    expect(mfaAccess({ ...subject, hasVerifiedFactor: true, establishmentRequiresMfa: false }, NOBODY)).toBe(
      'verification_required',
    );
  });
});

describe('mfaRequirement', () => {
  it('names the reason: the role first, then the establishment', () => {
    expect(mfaRequirement({ role: 'preparator', establishmentRequiresMfa: false }, DEFAULT)).toBe('role');
    expect(mfaRequirement({ role: 'manager', establishmentRequiresMfa: true }, DEFAULT)).toBe(
      'establishment',
    );
    expect(mfaRequirement({ role: 'user', establishmentRequiresMfa: false }, DEFAULT)).toBeNull();
    expect(
      mfaRequirement({ role: 'viewer', establishmentRequiresMfa: false }, { requiredRoles: ['viewer'] }),
    ).toBe('role');
  });
});
