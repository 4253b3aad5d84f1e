import type { Role } from '@conque/domain/permissions/roles';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { homeOf } from '@/lib/route-access';
import { useDraftCount } from '../api/get-draft-count';
import { useSidebarExpanded } from '../hooks/use-sidebar-expanded';
import { useSignOut } from '../hooks/use-sign-out';
import { findActiveItem, getNavItems } from '../nav-items';
import { DashboardHeader } from './dashboard-header';
import { Sidebar } from './sidebar';

type ShellUser = { id: string; role: Role; establishment_id: string | null };

type DashboardShellProps = {
  /** Undefined when the profile could not be loaded: the menu then offers only the sign-out. */
  user: ShellUser | undefined;
  children: ReactNode;
};

/** Spec 000 §2: header, role menu (a sidebar from md up, a sheet below), and the page. */
export const DashboardShell = ({ user, children }: DashboardShellProps) => {
  const { pathname } = useLocation();
  const { expanded, toggle } = useSidebarExpanded();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useSignOut();
  const items = user ? getNavItems(user) : [];
  const showsDrafts = items.some((item) => item.showDraftCount);
  const draftCount = useDraftCount({ userId: user?.id, enabled: showsDrafts }).data?.count ?? 0;
  const activeTo = findActiveItem(pathname, items)?.to;
  const homeTo = user ? homeOf(user.role) : paths.dashboard;

  const sidebarProps = {
    items,
    activeTo,
    draftCount,
    onSignOut: () => signOut.mutate(),
    signingOut: signOut.isPending,
  };

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <DashboardHeader
        homeTo={homeTo}
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
        menu={<Sidebar {...sidebarProps} collapsed={false} onNavigate={() => setMenuOpen(false)} />}
      />
      <div className="flex flex-1">
        <div
          className={cn(
            'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 border-r bg-background transition-[width] duration-200 motion-reduce:transition-none md:block',
            expanded ? 'w-64' : 'w-16',
          )}
        >
          <Sidebar {...sidebarProps} collapsed={!expanded} onToggle={toggle} />
        </div>
        <main className="min-w-0 flex-1">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</div>
        </main>
      </div>
    </div>
  );
};
