import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { insertEstablishment, insertUser, signedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertOrder } from './accounts-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/orders/draft-count', () => {
  it("counts the caller's drafts only, and follows a draft that gets validated", async () => {
    const establishment = await insertEstablishment(t.db);
    const { profile, token } = await signedInUser(t.db, t.config, {
      role: 'user',
      establishmentId: establishment.id,
    });
    const { profile: colleague } = await insertUser(t.db, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const mine = { establishmentId: establishment.id, createdBy: profile.id };
    const first = await insertOrder(t.db, mine);
    await insertOrder(t.db, mine);
    await insertOrder(t.db, { ...mine, status: 'registered' });
    await insertOrder(t.db, { ...mine, status: 'cancelled' });
    await insertOrder(t.db, { establishmentId: establishment.id, createdBy: colleague.id });

    const count = async () => (await t.request('/api/orders/draft-count', { token })).json();
    expect(await count()).toEqual({ count: 2 });
    await t.db.update(orders).set({ status: 'registered' }).where(eq(orders.id, first.id));
    expect(await count()).toEqual({ count: 1 });
  });

  it('answers 0 to a caller without any order', async () => {
    const { token } = await signedInUser(t.db, t.config, { role: 'viewer' });
    expect(await (await t.request('/api/orders/draft-count', { token })).json()).toEqual({ count: 0 });
  });
});
