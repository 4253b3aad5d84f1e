import type { OrderView } from '@conque/domain/orders/api-types';
import { fullName } from '../formatting';
import { DetailCard, DetailLines } from './detail-card';

/**
 * Spec 001 §2 "establishment and creator block (preparators only)": the billing identity kept at
 * validation; a draft has none yet, so its establishment's current name stands in.
 */
export const PartiesCard = ({ order }: { order: OrderView }) => {
  const snapshot = order.establishment_snapshot;
  const creator = order.created_by_profile;
  const establishment = snapshot
    ? [
        { title: 'Établissement', value: snapshot.name },
        { title: 'SIRET', value: snapshot.siret },
        {
          title: 'Facturation',
          value: (
            <address className="not-italic">
              {snapshot.billing_street_address}
              <br />
              {snapshot.billing_postal_code} {snapshot.billing_city}
            </address>
          ),
        },
      ]
    : [{ title: 'Établissement', value: order.establishment_name }];
  const createdBy = creator
    ? [
        { title: 'Créée par', value: fullName(creator.first_name, creator.last_name) || '—' },
        {
          title: 'E-mail',
          value: (
            <a href={`mailto:${creator.email}`} className="text-primary underline-offset-4 hover:underline">
              {creator.email}
            </a>
          ),
        },
      ]
    : [];
  return (
    <DetailCard title="Établissement et créateur">
      <DetailLines lines={[...establishment, ...createdBy]} />
    </DetailCard>
  );
};
