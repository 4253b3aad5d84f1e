import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactElement } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

const itemClass =
  'relative flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5 [&_svg]:shrink-0';

// Collapsed, an item is an icon: the label stays in the accessible name (sr-only) and shows as a tooltip.
const WithTooltip = ({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactElement;
}) =>
  collapsed ? (
    <Tooltip label={label} side="right">
      {children}
    </Tooltip>
  ) : (
    children
  );

type SidebarLinkProps = {
  to: string;
  label: string;
  icon: LucideIcon;
  active: boolean;
  collapsed: boolean;
  count?: number;
  onNavigate?: () => void;
  reloadDocument?: boolean;
};

export const SidebarLink = ({
  to,
  label,
  icon: Icon,
  active,
  collapsed,
  count,
  onNavigate,
  reloadDocument,
}: SidebarLinkProps) => (
  <WithTooltip collapsed={collapsed} label={label}>
    <Link
      to={to}
      reloadDocument={reloadDocument}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(
        itemClass,
        active ? 'bg-primary/10 font-semibold text-primary' : 'text-foreground/75',
        collapsed && 'justify-center px-0',
      )}
    >
      {active ? <span aria-hidden className="absolute inset-y-2 left-0 w-1 rounded-r bg-primary" /> : null}
      <Icon aria-hidden />
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
      {/* The space keeps the name "Mes brouillons 3", not "Mes brouillons3"; flex layout ignores it. */}
      {count ? ' ' : null}
      {count ? (
        <Badge
          className={cn('tabular-nums', collapsed ? 'absolute right-0.5 top-0.5 px-1.5 py-0' : 'ml-auto')}
        >
          {count}
        </Badge>
      ) : null}
    </Link>
  </WithTooltip>
);

type SidebarButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
};

export const SidebarButton = ({ label, icon: Icon, collapsed, className, ...props }: SidebarButtonProps) => (
  <WithTooltip collapsed={collapsed} label={label}>
    <button
      type="button"
      className={cn(itemClass, 'text-foreground/75', collapsed && 'justify-center px-0', className)}
      {...props}
    >
      <Icon aria-hidden />
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
    </button>
  </WithTooltip>
);
