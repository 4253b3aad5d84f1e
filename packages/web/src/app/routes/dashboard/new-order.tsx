import { useLocation } from 'react-router';
import { OrderWizard } from '@/features/order-wizard/components/order-wizard';
import { newWizardState } from '@/features/order-wizard/wizard-state';

// Spec 001 §2: the wizard starts clean on each visit (a new location key mounts a fresh one).
export const NewOrderRoute = () => {
  const location = useLocation();
  return <OrderWizard key={location.key} title="Nouvelle commande" initial={newWizardState} />;
};
