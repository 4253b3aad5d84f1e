import { LayoutDashboardIcon, MenuIcon, XIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { NavigationProgress } from './navigation-progress';
import { PUBLIC_MENU_ID, publicMenuButtonLabel } from './public-menu';

const NAV_LINKS = [
  { to: paths.home, label: 'Accueil', end: true },
  { to: paths.contact, label: 'Contact', end: false },
] as const;

/** The product mark: a stylised conch spiral, drawn inline. */
const Logo = () => (
  <Link
    to={paths.home}
    className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
  >
    <svg aria-hidden viewBox="0 0 32 32" className="size-8">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 25c-5 0-9-4-9-9s4-9 9-9c4 0 7 3 7 7 0 3-2.5 5.5-5.5 5.5S12 17 12 14.5 14 11 16 11s3 1.3 3 3"
        fill="none"
        stroke="white"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
    <span>{PRODUCT_NAME}</span>
  </Link>
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-primary' : 'text-muted-foreground',
  );

/** Spec 000 §2 and §4: the dashboard button when signed in, sign-in and sign-up otherwise. */
const AccountActions = ({ className }: { className?: string }) => {
  const { session, isLoading } = useSession();
  // Until auth-js has read the stored session, show neither state rather than the wrong one.
  if (isLoading) return <div aria-hidden className={cn('h-9 min-w-44', className)} />;
  if (session) {
    return (
      <div className={className}>
        <Button asChild size="sm">
          <Link to={paths.dashboard}>
            <LayoutDashboardIcon aria-hidden />
            Mon espace {PRODUCT_NAME}
          </Link>
        </Button>
      </div>
    );
  }
  // Marked for the static landing page, which hides it while the app checks a stored session.
  return (
    <div className={className} data-signed-out-actions>
      <Button asChild size="sm" variant="ghost">
        <Link to={paths.login}>Connexion</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.register}>Inscription</Link>
      </Button>
    </div>
  );
};

const PublicHeader = () => {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Navigation principale" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <AccountActions className="hidden items-center gap-2 md:flex" />
        {/* The icon follows aria-expanded, and the menu is always in the page, hidden when closed:
            the static landing page's script opens it too (app/prerendered/landing-script.ts). */}
        <Button
          variant="ghost"
          size="icon"
          className="group md:hidden"
          aria-label={publicMenuButtonLabel(menuOpen)}
          aria-expanded={menuOpen}
          aria-controls={PUBLIC_MENU_ID}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <MenuIcon aria-hidden className="group-aria-expanded:hidden" />
          <XIcon aria-hidden className="hidden group-aria-expanded:block" />
        </Button>
      </div>
      {
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from whichever of its links has the focus.
        <div
          id={PUBLIC_MENU_ID}
          hidden={!menuOpen}
          className="border-t bg-background px-4 pb-4 pt-2 md:hidden"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpenOn(null);
          }}
        >
          <nav aria-label="Navigation principale" className="grid gap-1">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <AccountActions className="mt-3 grid gap-2 border-t pt-3 [&>a]:w-full" />
        </div>
      }
    </header>
  );
};

const PublicFrame = ({ children }: { children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <a
      href="#contenu"
      className="sr-only rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:ring-2 focus:ring-ring"
    >
      Aller au contenu
    </a>
    <PublicHeader />
    {children}
  </div>
);

/** Spec 000 §2: every page outside /dashboard has the public header (the router keeps them apart). */
export const PublicLayout = () => (
  <PublicFrame>
    <NavigationProgress />
    <main id="contenu" className="flex flex-1 flex-col">
      <Outlet />
    </main>
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <span className="font-semibold text-foreground">{PRODUCT_NAME}</span> · Embouts auriculaires sur
          mesure, fabriqués en France
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={paths.privacy} className="underline-offset-4 hover:text-foreground hover:underline">
            Confidentialité
          </Link>
          <span>
            © <span data-current-year>{new Date().getFullYear()}</span> {PRODUCT_NAME}. Tous droits réservés.
          </span>
        </p>
      </div>
    </footer>
    <ScrollRestoration />
  </PublicFrame>
);

/**
 * The first load, while the page's chunk comes (decision 56): the header already, and a window-high
 * main with no footer, so that the page takes its place without pushing anything visible.
 */
export const PublicLayoutFallback = () => (
  <PublicFrame>
    <main id="contenu" className="grid min-h-dvh place-items-center">
      <Spinner className="size-6 text-primary" />
    </main>
  </PublicFrame>
);
