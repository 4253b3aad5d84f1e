import { MESSAGES } from '@conque/domain/shared/messages';
import { useProfile } from '@/api/profile';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { ESTABLISHMENT_MESSAGES } from '../establishment-messages';
import { DeliveryAddressList } from './delivery-address-list';
import { EinvoicingAddressCard } from './einvoicing-address-card';
import { EstablishmentDetails } from './establishment-details';
import { EstablishmentForm } from './establishment-form';
import { EstablishmentMfaCard } from './establishment-mfa-card';

/**
 * Spec 001 §2 and §6: the manager edits its establishment and addresses. The menu offers this page to
 * managers only; a user or viewer who opens the URL sees the same facts read-only (docs/design.md §4 lets
 * them list the addresses), and a profile without an establishment, a preparator's included, is told so.
 */
export const EstablishmentView = () => {
  const profile = useProfile();
  if (profile.isPending) return <Spinner />;
  if (!profile.data) return <Alert variant="destructive">{MESSAGES.profileUnavailable}</Alert>;
  const { establishment, role } = profile.data;
  if (!establishment) return <Alert>{ESTABLISHMENT_MESSAGES.addresses.noEstablishment}</Alert>;

  const isManager = role === 'manager';
  return (
    <div className="grid max-w-4xl gap-6">
      {isManager ? (
        <EstablishmentForm establishment={establishment} />
      ) : (
        <EstablishmentDetails establishment={establishment} />
      )}
      {isManager ? <EstablishmentMfaCard establishment={establishment} /> : null}
      {isManager ? <EinvoicingAddressCard /> : null}
      <DeliveryAddressList canManage={isManager} />
    </div>
  );
};
