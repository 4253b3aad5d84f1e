import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { emailOptIns, emailOptOuts } from '../../../src/db/schema/index';
import { insertUser } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixCall,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { optInsOf, optOutsOf, switchOff } from './email-preferences-test-kit';

// docs/design.md §4: the e-mail preference endpoints × every caller. Each acts on the
// caller's own account only (no id to aim at anyone else); a colleague's and a stranger's choices
// are in the scene to show that no call reaches them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  await switchOff(t, colleague.id, 'order_shipped');
  await switchOff(t, stranger.id, 'order_comment');
  return { me, token, colleague, stranger };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const othersUntouched = async (s: Scene) => {
  expect(await optOutsOf(t, s.colleague.id)).toEqual(['order_shipped']);
  expect(await optOutsOf(t, s.stranger.id)).toEqual(['order_comment']);
};

type Endpoint = { call: (s: Scene) => MatrixCall; check: (s: Scene, json: unknown) => Promise<void> };

const ENDPOINTS = {
  'GET my e-mail preferences': {
    call: () => ({ path: '/api/profile/email-preferences' }),
    check: async (s, json) => {
      expect(json).toEqual({
        order_validated: true,
        order_shipped: true,
        order_ready_pickup: true,
        order_comment: true,
        impression_requested: true,
        order_date_changed: true,
        weekly_summary: false,
      });
      await othersUntouched(s);
    },
  },
  'PUT my e-mail preferences': {
    call: () => ({
      method: 'PUT',
      path: '/api/profile/email-preferences',
      body: {
        order_validated: false,
        order_shipped: true,
        order_ready_pickup: true,
        order_comment: true,
        impression_requested: true,
        order_date_changed: true,
      },
    }),
    check: async (s, json) => {
      expect(json).toMatchObject({ order_validated: false, order_shipped: true });
      expect(await optOutsOf(t, s.me.id)).toEqual(['order_validated']);
      await othersUntouched(s);
    },
  },
  // The weekly summary, turned on, for managers and préparateurs only.
  'PUT my e-mail preferences, weekly summary on': {
    call: () => ({
      method: 'PUT',
      path: '/api/profile/email-preferences',
      body: {
        order_validated: true,
        order_shipped: true,
        order_ready_pickup: true,
        order_comment: true,
        impression_requested: true,
        order_date_changed: true,
        weekly_summary: true,
      },
    }),
    check: async (s, json) => {
      expect(json).toMatchObject({ weekly_summary: true });
      expect(await optInsOf(t, s.me.id)).toEqual(['weekly_summary']);
      await othersUntouched(s);
    },
  },
} satisfies Record<string, Endpoint>;

// Columns in the order of WHO: anonymous, bad token, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'GET my e-mail preferences': [401, 401, 200, 200, 200, 200, 200],
  'PUT my e-mail preferences': [401, 401, 200, 200, 200, 200, 200],
  'PUT my e-mail preferences, weekly summary on': [401, 401, 200, 200, 200, 403, 403],
};

describe('e-mail preferences permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: async () => ({
      outs: await t.db.select().from(emailOptOuts).orderBy(asc(emailOptOuts.userId), asc(emailOptOuts.kind)),
      ins: await t.db.select().from(emailOptIns).orderBy(asc(emailOptIns.userId)),
    }),
    errors: errorBodies(),
  });
});
