import { LogOutIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { useId } from 'react';
import type { NavItem } from '../nav-items';
import { SidebarButton, SidebarLink } from './sidebar-item';

type SidebarProps = {
  items: readonly NavItem[];
  activeTo: string | undefined;
  draftCount: number;
  collapsed: boolean;
  /** Absent in the phone menu, which is always shown expanded. */
  onToggle?: () => void;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
};

/** The role's menu (spec 000 §2 Sidebar), the sign-out button and the collapse toggle. */
export const Sidebar = ({
  items,
  activeTo,
  draftCount,
  collapsed,
  onToggle,
  onNavigate,
  onSignOut,
  signingOut,
}: SidebarProps) => {
  // The phone menu and the desktop sidebar can both be mounted: each needs its own id.
  const navId = useId();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <nav id={navId} aria-label="Menu principal" className="min-h-0 flex-1 overflow-y-auto p-2">
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <SidebarLink
                to={item.to}
                label={item.label}
                icon={item.icon}
                active={item.to === activeTo}
                collapsed={collapsed}
                count={item.showDraftCount && draftCount > 0 ? draftCount : undefined}
                onNavigate={onNavigate}
                reloadDocument={item.reloadDocument}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-1 border-t p-2">
        <SidebarButton
          label="Déconnexion"
          icon={LogOutIcon}
          collapsed={collapsed}
          onClick={onSignOut}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        />
        {onToggle ? (
          <SidebarButton
            label={collapsed ? 'Agrandir le menu' : 'Réduire'}
            icon={collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon}
            collapsed={collapsed}
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-controls={navId}
          />
        ) : null}
      </div>
    </div>
  );
};
