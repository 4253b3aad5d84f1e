import { shippingMethodOf } from '@conque/domain/catalogue/shipping-methods';
import type { OrderView } from '@conque/domain/orders/api-types';
import { ExternalLinkIcon } from 'lucide-react';
import { useOrganisation } from '@/api/organisation';
import { PromisedDate } from '@/components/orders/promised-date';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DetailCard, type DetailLine, DetailLines } from './detail-card';

type OrganisationQuery = ReturnType<typeof useOrganisation>;

/** The organisation's identity as the server gives it (the order form's); a placeholder meanwhile. */
const pickupPlace = ({ data, isPending }: OrganisationQuery): DetailLine[] => {
  const title = 'Lieu de retrait';
  if (data) return [{ title, value: `${data.name}, ${data.address}` }];
  if (isPending) return [{ title, value: <Skeleton className="mt-0.5 h-4 w-full max-w-56" /> }];
  return [];
};

const addressLines = (order: OrderView, organisation: OrganisationQuery): DetailLine[] => {
  // Spec 001 §9: pickup is at the maker's site, which has no delivery address of the establishment.
  if (order.shipping_method === 'pickup') return pickupPlace(organisation);
  const address = order.shipping_address;
  if (!address) return [{ title: 'Adresse', value: 'Aucune adresse de livraison renseignée' }];
  return [
    {
      title: 'Adresse',
      value: (
        <address className="not-italic">
          {address.name}
          <br />
          {address.street_address}
          <br />
          {address.postal_code} {address.city}
        </address>
      ),
    },
  ];
};

/** Spec 001 §2 "delivery info with tracking link" (docs/design.md §5.10: La Poste or Ciblex, new tab). */
export const DeliveryCard = ({ order }: { order: OrderView }) => {
  const method = shippingMethodOf(order.shipping_method);
  const organisation = useOrganisation({ enabled: order.shipping_method === 'pickup' });
  return (
    <DetailCard title="Livraison">
      <DetailLines
        lines={[
          { title: 'Mode', value: method?.label ?? order.shipping_method },
          ...addressLines(order, organisation),
        ]}
      />
      {/* The day the lab promised, kept by the order; why it was moved, if it was. */}
      {order.promised_ship_on ? (
        <div className="grid gap-1">
          <PromisedDate day={order.promised_ship_on} method={order.shipping_method} />
          {order.promised_ship_reason ? (
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              Date modifiée par le laboratoire : {order.promised_ship_reason}
            </p>
          ) : null}
        </div>
      ) : null}
      {order.tracking_url ? (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden />
            Suivre le colis
          </a>
        </Button>
      ) : null}
    </DetailCard>
  );
};
