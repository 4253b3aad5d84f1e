import { type Action, can } from '@conque/domain/permissions/can';
import { ROLES, type Role } from '@conque/domain/permissions/roles';
import { paths } from '@/config/paths';

/** The signed-in user as the dashboard knows it (its profile). */
export type AccessUser = { id: string; role: Role; establishment_id: string | null };

/**
 * What a dashboard page needs, read from the permission table (domain/permissions): an action the
 * user may do on its own account and establishment, and/or one of a set of roles. Both, when given.
 */
export type RouteNeed = { action?: Action; roles?: readonly Role[] };

/** A page's need, and when the menu offers it to fewer roles than may open it, the menu's own. */
type RouteDeclaration = RouteNeed & { menu?: RouteNeed };

// The roles the table allows an action on no particular resource.
const rolesAllowed = (action: Action): Role[] =>
  ROLES.filter((role) => can({ id: 'anyone', role, establishmentId: 'its-own' }, action));

/** The establishments' roles: those who have drafts of their own (every role but the preparator). */
export const ESTABLISHMENT_ROLES: readonly Role[] = rolesAllowed('orders.list_own_drafts');
/** The lab's roles (the preparator): the others. */
export const PRODUCTION_ROLES: readonly Role[] = ROLES.filter((role) => !ESTABLISHMENT_ROLES.includes(role));

/**
 * Every dashboard page and what it needs: the router guards each page with it and the menu offers
 * only the pages it allows, so the two never disagree. This only hides; the server still decides.
 */
export const DASHBOARD_ROUTES = {
  // Spec 000 §2: /dashboard is the establishments' order list; a preparator's home is its dashboard.
  home: { roles: ESTABLISHMENT_ROLES },
  profile: { action: 'profile.view' },
  orders: { action: 'orders.list', roles: ESTABLISHMENT_ROLES },
  // docs/design.md §4 "create, edit, validate own drafts": managers and users; a viewer has no
  // drafts to list.
  drafts: { action: 'orders.create_draft' },
  newOrder: { action: 'orders.create_draft' },
  // A registered order's edit page tells a viewer, or a user on a colleague's order, that it cannot
  // be changed (docs/design.md §5.7): the order decides, not the role.
  editOrder: { action: 'orders.list', roles: ESTABLISHMENT_ROLES },
  // Any role reads the orders it sees; the server answers 404 for the others.
  order: { action: 'orders.list' },
  preparator: { action: 'orders.list', roles: PRODUCTION_ROLES },
  // Decision 142: « Atelier », the préparateurs' tablet screen.
  atelier: { action: 'orders.list', roles: PRODUCTION_ROLES },
  preparatorInvoices: { action: 'invoices.generate' },
  // The preparators' price list.
  priceList: { action: 'price_list.manage' },
  // Decision 140: the lab's approved platform, the préparateurs'.
  einvoicing: { action: 'einvoicing.manage' },
  // The preparators' planning.
  planning: { action: 'planning.manage' },
  // Decision 141: the lab's steps and checklist, the préparateurs'.
  productionSteps: { action: 'production.manage' },
  // The lab's statistics; a manager's activity, its own establishment's.
  statistics: { action: 'statistics.view_lab' },
  activity: { action: 'statistics.view_establishment' },
  // The remake rates per establishment and reason.
  remakeRates: { action: 'remakes.view_rates' },
  // The establishment's invoices: its manager (the preparator has its own page).
  invoices: { action: 'invoices.view', roles: ESTABLISHMENT_ROLES },
  // Every role of an establishment reads it (read-only but for its manager); only the manager's menu
  // offers it (spec 000 §2 Sidebar).
  establishment: { action: 'delivery_addresses.list', menu: { action: 'establishment.update' } },
  collaborators: { action: 'collaborators.view' },
  users: { action: 'users.list' },
  // The lab's webhooks for its préparateurs, an establishment's for its manager.
  webhooks: { action: 'webhooks.manage' },
  // The préparateurs' and the managers' API keys.
  apiKeys: { action: 'api_keys.manage' },
} as const satisfies Record<string, RouteDeclaration>;

export type DashboardRoute = keyof typeof DASHBOARD_ROUTES;

const meets = (user: AccessUser, need: RouteNeed): boolean => {
  if (need.roles && !need.roles.includes(user.role)) return false;
  if (!need.action) return true;
  const actor = { id: user.id, role: user.role, establishmentId: user.establishment_id };
  // What a page is about is the user's own: its establishment's, or for the lab (a préparateur, who
  // belongs to none) the lab's, as its webhooks are.
  const own = PRODUCTION_ROLES.includes(user.role) ? null : user.establishment_id;
  return can(actor, need.action, { userId: user.id, establishmentId: own });
};

/** Whether `user` may open the page `route`, as the permission table says (the route guard). */
export const mayOpen = (user: AccessUser, route: DashboardRoute): boolean =>
  meets(user, DASHBOARD_ROUTES[route]);

/** Whether the menu offers `route` to `user`: never a page the guard would refuse. */
export const offersInMenu = (user: AccessUser, route: DashboardRoute): boolean => {
  const declaration: RouteDeclaration = DASHBOARD_ROUTES[route];
  return mayOpen(user, route) && (declaration.menu === undefined || meets(user, declaration.menu));
};

/** Where a role lands, and is sent back to from a page it may not open (spec 000 §2). */
export const homeOf = (role: Role): string =>
  PRODUCTION_ROLES.includes(role) ? paths.preparator : paths.dashboard;
