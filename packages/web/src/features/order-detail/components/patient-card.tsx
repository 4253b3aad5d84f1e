import { labelOf } from '@conque/domain/catalogue/catalogue-types';
import { GENDERS, HEARING_LOSSES } from '@conque/domain/catalogue/patient';
import type { OrderView } from '@conque/domain/orders/api-types';
import { DetailCard, DetailLines } from './detail-card';

/** Spec 001 §2 and §3: the patient, with the gender (docs/design.md §5.3) and the hearing loss in French. */
export const PatientCard = ({ order }: { order: OrderView }) => (
  <DetailCard title="Informations patient">
    <DetailLines
      lines={[
        { title: 'Prénom', value: order.patient_first_name.trim() || '—' },
        { title: 'Nom', value: order.patient_last_name.trim() || '—' },
        { title: 'Genre', value: labelOf(GENDERS, order.patient_gender ?? undefined) || '—' },
        { title: 'Surdité', value: labelOf(HEARING_LOSSES, order.patient_hearing_loss) || '—' },
      ]}
    />
  </DetailCard>
);
