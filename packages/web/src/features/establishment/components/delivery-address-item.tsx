import type { DeliveryAddressView } from '@conque/domain/accounts/delivery-address-schemas';
import { LoaderCircleIcon, StarIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSetDefaultDeliveryAddress } from '../api/set-default-delivery-address';
import { ESTABLISHMENT_MESSAGES } from '../establishment-messages';
import { DeleteAddressDialog } from './delete-address-dialog';

type Props = { address: DeliveryAddressView; canManage: boolean };

/** One delivery address: its name, its lines, the 'Par défaut' badge, and the manager's actions. */
export const DeliveryAddressItem = ({ address, canManage }: Props) => {
  const setDefault = useSetDefaultDeliveryAddress();

  const makeDefault = async () => {
    try {
      await setDefault.mutateAsync(address.id);
      toast.success(ESTABLISHMENT_MESSAGES.defaultChanged);
    } catch {
      toast.error(ESTABLISHMENT_MESSAGES.errorTitle, { description: ESTABLISHMENT_MESSAGES.defaultFailed });
    }
  };

  return (
    <li
      aria-label={address.name}
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-words font-medium">{address.name}</span>
          {address.is_default ? <Badge variant="secondary">Par défaut</Badge> : null}
        </div>
        <p className="break-words text-sm text-muted-foreground">
          {address.street_address}, {address.postal_code} {address.city}
        </p>
      </div>
      {canManage ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {address.is_default ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={setDefault.isPending}
              aria-busy={setDefault.isPending || undefined}
              onClick={makeDefault}
            >
              {setDefault.isPending ? (
                <LoaderCircleIcon aria-hidden className="animate-spin" />
              ) : (
                <StarIcon aria-hidden />
              )}
              Définir par défaut
            </Button>
          )}
          <DeleteAddressDialog address={address} />
        </div>
      ) : null}
    </li>
  );
};
