import { ORDER_STATUS_LABELS, type OrderStatus } from '@conque/domain/orders/statuses';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// docs/design.md §6: status badges with distinct colours; shared by the lists and the order detail.
const STATUS_CLASSES: Record<OrderStatus, string> = {
  draft: 'border-transparent bg-muted text-muted-foreground',
  registered: 'border-transparent bg-sky-100 text-sky-900',
  in_progress: 'border-transparent bg-amber-100 text-amber-900',
  // Waiting for the clinic, not a fault; a hue no other status uses (decision 95).
  awaiting_impression: 'border-transparent bg-violet-100 text-violet-900',
  shipped: 'border-transparent bg-emerald-100 text-emerald-900',
  ready_pickup: 'border-transparent bg-teal-100 text-teal-900',
  cancelled: 'border-transparent bg-red-100 text-red-900',
};

/**
 * `label`: what replaces the status's own while in progress, the lab's step as the clinic reads it
 * (« En finition », « Prête à expédier », decision 141).
 */
export const OrderStatusBadge = ({
  status,
  label,
  className,
}: {
  status: OrderStatus;
  label?: string | null;
  className?: string;
}) => (
  <Badge variant="outline" className={cn(STATUS_CLASSES[status], className)}>
    {label ?? ORDER_STATUS_LABELS[status]}
  </Badge>
);
