import { EarIcon, MenuIcon, PhoneIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { useOrganisation } from '@/api/organisation';
import { useProfile } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { PRODUCT_NAME } from '@/config/product';
import { telHref } from '@/lib/tel-href';
import { EinvoicingAlertsBell } from './einvoicing-alerts-bell';
import { NotificationBell } from './notification-bell';

// Decision 78: the sheet (Radix's dialog, its scroll lock) loads when a phone first opens the menu.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

type DashboardHeaderProps = {
  homeTo: string;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** The sidebar, shown in a sheet on screens too narrow for it (below md). */
  menu: ReactNode;
};

/**
 * The help line of the server's configuration (HELP_PHONE). Until it is known the space stays
 * empty: no number is better than a wrong one.
 */
const HelpLine = () => {
  const helpPhone = useOrganisation().data?.help_phone;
  if (!helpPhone) return <span aria-hidden className="ml-auto" />;
  return (
    <a
      href={telHref(helpPhone)}
      className="ml-auto flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-1 py-1 text-sm sm:gap-2 sm:px-2 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <PhoneIcon aria-hidden className="size-4 text-primary" />
      {/* The label stays in the link's name on phones, where only the number fits. */}
      <span className="sr-only sm:not-sr-only">Assistance :</span>{' '}
      <span className="font-medium tabular-nums text-foreground">{helpPhone}</span>
    </a>
  );
};

/**
 * Spec 000 §2 Dashboard shell: the home link by role and the help phone line; for preparators, the
 * bell of new comments (docs/design.md §5.13), for the others their own notifications.
 */
export const DashboardHeader = ({ homeTo, menuOpen, onMenuOpenChange, menu }: DashboardHeaderProps) => {
  const role = useProfile().data?.role;
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <Button
        ref={menuButton}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => onMenuOpenChange(true)}
      >
        <MenuIcon aria-hidden className="size-5" />
        <span className="sr-only">Ouvrir le menu</span>
      </Button>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => onMenuOpenChange(false)} returnFocusTo={menuButton}>
            {menu}
          </MobileMenu>
        </Suspense>
      ) : null}
      <Link
        to={homeTo}
        className="flex items-center gap-2 rounded-md px-1 text-lg font-semibold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden
          className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground"
        >
          <EarIcon className="size-5" />
        </span>
        {/* A 375 px phone has no room for it beside a préparateur's two bells and the help line (38 px
            too wide once a billing alert showed): the logo stands alone there, the name stays its label. */}
        <span className="max-[419px]:sr-only">{PRODUCT_NAME}</span>
      </Link>
      <HelpLine />
      {role === 'preparator' ? <EinvoicingAlertsBell /> : null}
      {role ? <NotificationBell source={role === 'preparator' ? 'comments' : 'orders'} /> : null}
    </header>
  );
};
