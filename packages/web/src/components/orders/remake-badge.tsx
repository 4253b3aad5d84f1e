import { REMAKE_REASON_LABELS, type RemakeReason } from '@conque/domain/orders/remakes';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** A remake, for the lab's eye, with its reason (lists and order detail). */
export const RemakeBadge = ({ reason, className }: { reason: RemakeReason; className?: string }) => (
  <Badge
    variant="outline"
    className={cn('whitespace-nowrap border-transparent bg-orange-100 text-orange-900', className)}
  >
    Refabrication · {REMAKE_REASON_LABELS[reason]}
  </Badge>
);
