import { can } from '@conque/domain/permissions/can';
import { ROLES, type Role } from '@conque/domain/permissions/roles';
import { MESSAGES } from '@conque/domain/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../../../src/db/schema/index';
import { insertEstablishment, insertUser, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// The second factor's rule (domain/permissions/mfa.ts) × the permission table
// (can.ts), end to end: every role × its session's level × an order of its own establishment and
// of another, with préparateurs required to use a second factor (the default setting). The gate
// comes first: a refused level answers 403 with its own code and French message whatever the
// resource; an admitted one answers what the role may do (200, 403, or 404 for what it may not see).
// Then the same for an establishment whose manager requires it. Runs on both databases.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEVELS = ['aal1', 'aal1, factor verified', 'aal2'] as const;
type Level = (typeof LEVELS)[number];
type Gate = 'allowed' | 'mfa_enrolment_required' | 'mfa_verification_required';

// Written out rather than computed by the rule under test.
const GATE: Record<'required' | 'optional', Record<Level, Gate>> = {
  required: {
    aal1: 'mfa_enrolment_required',
    'aal1, factor verified': 'mfa_verification_required',
    aal2: 'allowed',
  },
  optional: { aal1: 'allowed', 'aal1, factor verified': 'mfa_verification_required', aal2: 'allowed' },
};
const GATE_MESSAGE = {
  mfa_enrolment_required: MESSAGES.mfaEnrolmentRequired,
  mfa_verification_required: MESSAGES.mfaVerificationRequired,
};

const scene = async (role: Role, level: Level, establishmentRequires = false) => {
  const own = await insertEstablishment(t.db, { mfaRequired: establishmentRequires });
  const other = await insertEstablishment(t.db);
  const caller = await signedInUser(t.db, t.config, {
    role,
    establishmentId: role === 'preparator' ? null : own.id,
    aal: level === 'aal2' ? 'aal2' : 'aal1',
    withFactor: level !== 'aal1',
  });
  const orderOf = async (establishmentId: string) => {
    const { profile } = await insertUser(t.db, { role: 'user', establishmentId });
    return insertRegisteredOrder(t.db, { establishmentId, createdBy: profile.id });
  };
  const actor = { id: caller.user.id, role, establishmentId: caller.profile.establishmentId };
  return { caller, actor, own: await orderOf(own.id), other: await orderOf(other.id) };
};

const expectGate = async (response: Response, gate: Gate) => {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    error: { code: gate, message: GATE_MESSAGE[gate as keyof typeof GATE_MESSAGE] },
  });
};

const cases = ROLES.flatMap((role) => LEVELS.map((level) => ({ role, level })));

describe.each(cases)('$role, $level', ({ role, level }) => {
  const gate = GATE[role === 'preparator' ? 'required' : 'optional'][level];

  it.each(['own', 'other'] as const)(
    'on the order of the %s establishment: reading it, changing its status',
    async (target) => {
      const { caller, actor, ...orders } = await scene(role, level);
      const order = orders[target];
      const resource = {
        establishmentId: order.establishmentId,
        createdBy: order.createdBy,
        status: order.status,
        invoiced: false,
      };
      const read = await t.request(`/api/orders/${order.id}`, { token: caller.token });
      const change = await t.request(`/api/orders/${order.id}/status`, {
        token: caller.token,
        body: { status: 'in_progress' },
      });
      if (gate !== 'allowed') {
        await expectGate(read, gate);
        await expectGate(change, gate);
        return;
      }
      const sees = can(actor, 'orders.view', resource);
      expect(read.status).toBe(sees ? 200 : 404);
      expect(change.status).toBe(!sees ? 404 : can(actor, 'orders.change_status', resource) ? 200 : 403);
    },
  );

  it("the lab's list of users, and the live stream", async () => {
    const { caller, actor } = await scene(role, level);
    const users = await t.request('/api/users', { token: caller.token });
    // This app has no live hub: past the gate, the stream answers 404.
    const events = await t.request('/api/events', { token: caller.token });
    if (gate !== 'allowed') {
      await expectGate(users, gate);
      await expectGate(events, gate);
      return;
    }
    expect(users.status).toBe(can(actor, 'users.list') ? 200 : 403);
    expect(events.status).toBe(404);
  });
});

describe('an establishment whose manager requires a second factor', () => {
  const members = ROLES.filter((role) => role !== 'preparator').flatMap((role) =>
    LEVELS.map((level) => ({ role, level })),
  );

  it.each(members)('$role, $level: its members need it like préparateurs', async ({ role, level }) => {
    const { caller, own } = await scene(role, level, true);
    const read = await t.request(`/api/orders/${own.id}`, { token: caller.token });
    const gate = GATE.required[level];
    if (gate === 'allowed') expect(read.status).toBe(200);
    else await expectGate(read, gate);
  });

  it('takes effect at once for a session already signed in, and ends when turned off', async () => {
    const { caller, own } = await scene('user', 'aal1');
    expect((await t.request(`/api/orders/${own.id}`, { token: caller.token })).status).toBe(200);
    await t.db
      .update(establishments)
      .set({ mfaRequired: true })
      .where(eq(establishments.id, own.establishmentId));
    await expectGate(
      await t.request(`/api/orders/${own.id}`, { token: caller.token }),
      'mfa_enrolment_required',
    );
    await t.db
      .update(establishments)
      .set({ mfaRequired: false })
      .where(eq(establishments.id, own.establishmentId));
    expect((await t.request(`/api/orders/${own.id}`, { token: caller.token })).status).toBe(200);
  });
});
