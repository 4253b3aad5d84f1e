import type { Role } from '@conque/domain/permissions/roles';
import {
  Building2Icon,
  CirclePlusIcon,
  CircleUserRoundIcon,
  ClipboardListIcon,
  ContactIcon,
  FilePenLineIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  ReceiptIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shows the user's draft count beside the label (spec 000 §2 Sidebar). */
  showDraftCount?: boolean;
  /** Other exact paths that display this item's page (the /dashboard index shows the order list). */
  alsoActiveOn?: readonly string[];
};

type NavUser = { role: Role; establishment_id: string | null };

const profileItem: NavItem = { label: 'Mon Profil', to: paths.profile, icon: CircleUserRoundIcon };

/** Spec 000 §2 Sidebar and §6; DESIGN §5.6: a viewer is offered only what it may do (no ordering). */
export const getNavItems = ({ role, establishment_id }: NavUser): NavItem[] => {
  if (role === 'preparator') {
    return [
      { label: 'Tableau de bord', to: paths.preparator, icon: LayoutDashboardIcon },
      { label: 'Factures', to: paths.preparatorInvoices, icon: ReceiptIcon },
      { label: 'Utilisateurs', to: paths.users, icon: UsersIcon },
      { label: 'Collaborateurs', to: paths.collaborators, icon: ContactIcon },
      profileItem,
    ];
  }
  const orders: NavItem = {
    label: 'Mes commandes',
    to: paths.orders,
    icon: ClipboardListIcon,
    alsoActiveOn: [paths.dashboard],
  };
  const items: NavItem[] =
    role === 'viewer'
      ? [orders]
      : [
          { label: 'Nouvelle commande', to: paths.newOrder, icon: CirclePlusIcon },
          orders,
          { label: 'Mes brouillons', to: paths.drafts, icon: FilePenLineIcon, showDraftCount: true },
        ];
  if (role === 'manager' && establishment_id) {
    items.push(
      { label: 'Mes factures', to: paths.invoices, icon: ReceiptIcon },
      { label: 'Mon établissement', to: paths.establishment, icon: Building2Icon },
      { label: 'Mes collaborateurs', to: paths.collaborators, icon: UsersIcon },
    );
  }
  // The profile closes every menu, as in the preparator's.
  items.push(profileItem);
  return items;
};

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
