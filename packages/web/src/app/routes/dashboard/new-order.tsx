import { useLocation } from 'react-router';
import { useProfile } from '@/api/profile';
import { OrderWizard } from '@/features/order-wizard/components/order-wizard';
import { newWizardState } from '@/features/order-wizard/wizard-state';

// Spec 001 §2: the wizard starts clean on each visit (a new location key mounts a fresh one), the
// prescriber prefilled from the person's profile (decision 144).
export const NewOrderRoute = () => {
  const location = useLocation();
  const profile = useProfile().data;
  const name = [profile?.first_name, profile?.last_name].filter((part) => part?.trim()).join(' ');
  return (
    <OrderWizard
      key={location.key}
      title="Nouvelle commande"
      initial={() => newWizardState({ name, number: profile?.prescriber_number ?? '' })}
    />
  );
};
