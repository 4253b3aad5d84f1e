import {
  Building2Icon,
  CalendarClockIcon,
  ChartColumnIcon,
  CirclePlusIcon,
  CircleUserRoundIcon,
  ClipboardListIcon,
  ContactIcon,
  FilePenLineIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  type LucideIcon,
  ReceiptIcon,
  RotateCcwIcon,
  ScanLineIcon,
  SendIcon,
  TagsIcon,
  UsersIcon,
  WebhookIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { type AccessUser, type DashboardRoute, offersInMenu, PRODUCTION_ROLES } from '@/lib/route-access';

export type NavItem = {
  label: string;
  to: string;
  /** The page's declaration in lib/route-access: the menu offers it only if the guard lets it open. */
  route: DashboardRoute;
  icon: LucideIcon;
  /** Shows the user's draft count beside the label (spec 000 §2 Sidebar). */
  showDraftCount?: boolean;
  /** Other exact paths that display this item's page (the /dashboard index shows the order list). */
  alsoActiveOn?: readonly string[];
  /** Opened by a full page load: « Atelier » lives outside the dashboard, with its own camera policy (decision 142). */
  reloadDocument?: boolean;
};

const profileItem: NavItem = {
  label: 'Mon Profil',
  to: paths.profile,
  route: 'profile',
  icon: CircleUserRoundIcon,
};

// In both menus, before the profile (the permission table decides who sees it).
const apiKeysItem: NavItem = { label: "Clés d'API", to: paths.apiKeys, route: 'apiKeys', icon: KeyRoundIcon };

// Spec 000 §2 Sidebar: the lab's menu, in its order.
const PRODUCTION_MENU: readonly NavItem[] = [
  { label: 'Tableau de bord', to: paths.preparator, route: 'preparator', icon: LayoutDashboardIcon },
  // The benches' tablet screen (decision 142).
  { label: 'Atelier', to: paths.atelier, route: 'atelier', icon: ScanLineIcon, reloadDocument: true },
  { label: 'Factures', to: paths.preparatorInvoices, route: 'preparatorInvoices', icon: ReceiptIcon },
  { label: 'Facturation électronique', to: paths.einvoicing, route: 'einvoicing', icon: SendIcon },
  { label: 'Tarifs', to: paths.priceList, route: 'priceList', icon: TagsIcon },
  { label: 'Planning', to: paths.planning, route: 'planning', icon: CalendarClockIcon },
  {
    label: 'Étapes de fabrication',
    to: paths.productionSteps,
    route: 'productionSteps',
    icon: ListChecksIcon,
  },
  { label: 'Statistiques', to: paths.statistics, route: 'statistics', icon: ChartColumnIcon },
  { label: 'Refabrications', to: paths.remakeRates, route: 'remakeRates', icon: RotateCcwIcon },
  { label: 'Utilisateurs', to: paths.users, route: 'users', icon: UsersIcon },
  { label: 'Collaborateurs', to: paths.collaborators, route: 'collaborators', icon: ContactIcon },
  { label: 'Webhooks', to: paths.webhooks, route: 'webhooks', icon: WebhookIcon },
  apiKeysItem,
  profileItem,
];

// Spec 000 §2 Sidebar and §6: the establishments' menu; the profile closes it, as the lab's.
const ESTABLISHMENT_MENU: readonly NavItem[] = [
  { label: 'Nouvelle commande', to: paths.newOrder, route: 'newOrder', icon: CirclePlusIcon },
  {
    label: 'Mes commandes',
    to: paths.orders,
    route: 'orders',
    icon: ClipboardListIcon,
    alsoActiveOn: [paths.dashboard],
  },
  {
    label: 'Mes brouillons',
    to: paths.drafts,
    route: 'drafts',
    icon: FilePenLineIcon,
    showDraftCount: true,
  },
  { label: 'Mes factures', to: paths.invoices, route: 'invoices', icon: ReceiptIcon },
  { label: 'Activité', to: paths.activity, route: 'activity', icon: ChartColumnIcon },
  { label: 'Mon établissement', to: paths.establishment, route: 'establishment', icon: Building2Icon },
  { label: 'Mes collaborateurs', to: paths.collaborators, route: 'collaborators', icon: UsersIcon },
  { label: 'Webhooks', to: paths.webhooks, route: 'webhooks', icon: WebhookIcon },
  apiKeysItem,
  profileItem,
];

/**
 * Spec 000 §2 Sidebar and §6; docs/design.md §5.6: each role is offered the pages the permission table lets
 * it open (lib/route-access), the ones the route guard lets through: a viewer cannot order, a
 * manager without an establishment has no invoices, establishment or collaborators yet.
 */
export const getNavItems = (user: AccessUser): NavItem[] =>
  (PRODUCTION_ROLES.includes(user.role) ? PRODUCTION_MENU : ESTABLISHMENT_MENU).filter((item) =>
    offersInMenu(user, item.route),
  );

/**
 * The item to mark as current: an exact match, else the longest prefix, so that /dashboard/orders/42
 * highlights 'Mes commandes' while /dashboard/orders/drafts highlights 'Mes brouillons'.
 */
export const findActiveItem = (pathname: string, items: readonly NavItem[]): NavItem | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = items.find((item) => item.to === path || item.alsoActiveOn?.includes(path));
  if (exact) return exact;
  return items.filter((item) => path.startsWith(`${item.to}/`)).sort((a, b) => b.to.length - a.to.length)[0];
};
