import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, insertOrder, insertUser, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

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

  it("ignores a query string it does not take: the count is always the caller's", async () => {
    const establishment = await insertEstablishment(t.db);
    const { profile, token } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const { profile: colleague } = await insertUser(t.db, {
      role: 'user',
      establishmentId: establishment.id,
    });
    await insertOrder(t.db, { establishmentId: establishment.id, createdBy: profile.id });
    await insertOrder(t.db, { establishmentId: establishment.id, createdBy: colleague.id });
    const response = await t.request(`/api/orders/draft-count?created_by=${colleague.id}`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 1 });
  });

  // The literal path must be reached before any /orders/:id of any router: Hono runs the first
  // matching handler in registration order, and "draft-count" is not a valid order id (400).
  it('is the first GET route of the app that matches its path, so no /orders/:id takes it for an id', () => {
    const matches = t.app.routes.filter(
      (route) =>
        route.method === 'GET' &&
        !route.path.includes('*') &&
        new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`).test('/api/orders/draft-count'),
    );
    // Each route appears once per handler (requireUser, then the use case): their paths, in order.
    const paths = [...new Set(matches.map((route) => route.path))];
    expect(paths).toEqual(['/api/orders/draft-count', '/api/orders/:id']);
  });
});
