import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES, type DashboardRoute, homeOf, mayOpen, offersInMenu } from './route-access';

const user = (
  role: 'preparator' | 'manager' | 'user' | 'viewer',
  establishment_id: string | null = 'etab-1',
) => ({
  id: 'u-1',
  role,
  establishment_id,
});

// Who may open each dashboard page (docs/design.md §4), one column per role (the manager with
// an establishment).
const TABLE: Record<DashboardRoute, [preparator: boolean, manager: boolean, user: boolean, viewer: boolean]> =
  {
    home: [false, true, true, true],
    profile: [true, true, true, true],
    orders: [false, true, true, true],
    drafts: [false, true, true, false],
    newOrder: [false, true, true, false],
    editOrder: [false, true, true, true],
    order: [true, true, true, true],
    preparator: [true, false, false, false],
    atelier: [true, false, false, false],
    preparatorInvoices: [true, false, false, false],
    priceList: [true, false, false, false],
    einvoicing: [true, false, false, false],
    planning: [true, false, false, false],
    productionSteps: [true, false, false, false],
    statistics: [true, false, false, false],
    activity: [false, true, false, false],
    remakeRates: [true, false, false, false],
    invoices: [false, true, false, false],
    establishment: [false, true, true, true],
    collaborators: [true, true, false, false],
    users: [true, false, false, false],
    webhooks: [true, true, false, false],
    apiKeys: [true, true, false, false],
  };

describe('mayOpen (the dashboard routes read the permission table)', () => {
  it('declares every route of the table', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(DASHBOARD_ROUTES).sort());
  });

  it.each(Object.entries(TABLE))('%s → preparator, manager, user, viewer: %j', (route, allowed) => {
    const roles = ['preparator', 'manager', 'user', 'viewer'] as const;
    expect(roles.map((role) => mayOpen(user(role), route as DashboardRoute))).toEqual(allowed);
  });

  it("keeps a manager without an establishment out of the establishment's pages", () => {
    for (const route of ['invoices', 'establishment', 'collaborators'] as const)
      expect(mayOpen(user('manager', null), route)).toBe(false);
    expect(mayOpen(user('manager', null), 'newOrder')).toBe(true);
  });

  it("offers the establishment in its manager's menu only, and never a page the guard refuses", () => {
    expect(offersInMenu(user('manager'), 'establishment')).toBe(true);
    for (const role of ['user', 'viewer', 'preparator'] as const)
      expect(offersInMenu(user(role), 'establishment')).toBe(false);
    for (const role of ['preparator', 'manager', 'user', 'viewer'] as const)
      for (const route of Object.keys(DASHBOARD_ROUTES) as DashboardRoute[])
        if (offersInMenu(user(role), route)) expect(mayOpen(user(role), route)).toBe(true);
  });

  it('sends a preparator home to its dashboard, the others to /dashboard', () => {
    expect(homeOf('preparator')).toBe('/dashboard/preparator');
    for (const role of ['manager', 'user', 'viewer'] as const) expect(homeOf(role)).toBe('/dashboard');
  });
});
