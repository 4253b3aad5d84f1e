import { shippingMethodOf } from '@conque/domain/catalogue/shipping-methods';
import type { OrderView } from '@conque/domain/orders/api-types';
import { ExternalLinkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { organisation } from '@/config/organisation';
import { DetailCard, type DetailLine, DetailLines } from './detail-card';

const addressLines = (order: OrderView): DetailLine[] => {
  // Spec 001 §9: pickup is at the maker's site, which has no delivery address of the establishment.
  if (order.shipping_method === 'pickup')
    return [{ title: 'Lieu de retrait', value: `${organisation.productName}, ${organisation.address}` }];
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

/** Spec 001 §2 "delivery info with tracking link" (DESIGN §5.10: La Poste or Ciblex, new tab). */
export const DeliveryCard = ({ order }: { order: OrderView }) => {
  const method = shippingMethodOf(order.shipping_method);
  return (
    <DetailCard title="Livraison">
      <DetailLines
        lines={[{ title: 'Mode', value: method?.label ?? order.shipping_method }, ...addressLines(order)]}
      />
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
