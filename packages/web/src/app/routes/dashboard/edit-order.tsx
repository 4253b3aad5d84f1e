import { useParams } from 'react-router';
import { EditOrderWizard } from '@/features/order-wizard/components/edit-order-wizard';

// Spec 001 §2: /dashboard/orders/{id}/edit resumes a draft.
export const EditOrderRoute = () => {
  const { id = '' } = useParams();
  return <EditOrderWizard key={id} orderId={id} />;
};
