import { RotateCcwIcon } from 'lucide-react';
import type { useReorder } from '@/api/reorder';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export const REORDER_LABEL = 'Commander à nouveau';

/** The button, on the detail's header and in a list row (`patient` names the row for screen readers). */
export const ReorderButton = ({
  orderId,
  reorder,
  size,
  patient,
}: {
  orderId: string;
  reorder: ReturnType<typeof useReorder>;
  size?: 'sm';
  patient?: string;
}) => (
  <Button
    type="button"
    variant="outline"
    size={size}
    disabled={reorder.pendingOrderId !== undefined}
    onClick={() => reorder.reorder(orderId)}
    aria-label={patient ? `${REORDER_LABEL} pour ${patient}` : undefined}
  >
    {reorder.pendingOrderId === orderId ? <Spinner /> : <RotateCcwIcon aria-hidden />}
    {REORDER_LABEL}
  </Button>
);
