import type { OrderStatus } from '@conque/domain/orders/statuses';
import { trackingNumberOf } from '@conque/domain/orders/tracking';
import { ExternalLinkIcon } from 'lucide-react';

/**
 * DESIGN §5.10: the establishment follows its parcel at the carrier (La Poste or Ciblex). Shown
 * while the order is shipped with a number; a new tab, since it leaves Conque.
 */
export const OrderTracking = ({
  status,
  trackingUrl,
}: {
  status: OrderStatus;
  trackingUrl: string | null;
}) => {
  if (status !== 'shipped' || !trackingUrl) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="text-muted-foreground">
        Numéro de suivi : <span className="font-mono text-foreground">{trackingNumberOf(trackingUrl)}</span>
      </span>
      <a
        href={trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        Suivre le colis
        <ExternalLinkIcon aria-hidden className="size-4" />
        <span className="sr-only">(nouvel onglet)</span>
      </a>
    </p>
  );
};
