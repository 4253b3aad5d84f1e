import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { optOutsOf, switchOff } from './email-preferences-test-kit';

// GET and PUT /api/profile/email-preferences, one's own choices (default: all on).

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const ALL_ON = {
  order_validated: true,
  order_shipped: true,
  order_ready_pickup: true,
  order_comment: true,
  impression_requested: true,
  order_date_changed: true,
  weekly_summary: false,
};

const read = (token: string) => t.request('/api/profile/email-preferences', { token });
const save = (token: string, body: unknown) =>
  t.request('/api/profile/email-preferences', { method: 'PUT', token, body });

describe('e-mail preferences', () => {
  it('are all on for a new account', async () => {
    const me = await signedInUser(t.db, t.config, { role: 'user' });
    const response = await read(me.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ALL_ON);
    expect(await optOutsOf(t, me.user.id)).toEqual([]);
  });

  it('are saved all at once, answered, and read back; switching on again removes the opt-out', async () => {
    const me = await signedInUser(t.db, t.config, { role: 'manager' });
    const chosen = { ...ALL_ON, order_shipped: false, order_comment: false };
    const saved = await save(me.token, chosen);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(chosen);
    expect(await (await read(me.token)).json()).toEqual(chosen);
    expect(await optOutsOf(t, me.user.id)).toEqual(['order_comment', 'order_shipped']);

    // The same save twice changes nothing; then one kind back on.
    expect((await save(me.token, chosen)).status).toBe(200);
    expect(await optOutsOf(t, me.user.id)).toEqual(['order_comment', 'order_shipped']);
    expect(await (await save(me.token, { ...chosen, order_shipped: true })).json()).toEqual({
      ...chosen,
      order_shipped: true,
    });
    expect(await optOutsOf(t, me.user.id)).toEqual(['order_comment']);
  });

  it('show what the unsubscribe link switched off', async () => {
    const me = await signedInUser(t.db, t.config, { role: 'user' });
    await switchOff(t, me.user.id, 'order_ready_pickup');
    expect(await (await read(me.token)).json()).toEqual({ ...ALL_ON, order_ready_pickup: false });
  });

  it('are each person’s own: a colleague’s save changes nothing of mine', async () => {
    const me = await signedInUser(t.db, t.config, { role: 'user' });
    const colleague = await signedInUser(t.db, t.config, { role: 'manager' });
    await save(colleague.token, { ...ALL_ON, order_validated: false });
    expect(await (await read(me.token)).json()).toEqual(ALL_ON);
  });
});
