import { useDeliveryAddresses } from '@/api/delivery-addresses';
import { NewAddressDialog } from '@/components/delivery-addresses/new-address-dialog';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ESTABLISHMENT_MESSAGES } from '../establishment-messages';
import { DeliveryAddressItem } from './delivery-address-item';

/** Spec 001 §2: the establishment's delivery addresses; add, delete and default for its manager. */
export const DeliveryAddressList = ({ canManage }: { canManage: boolean }) => {
  const addresses = useDeliveryAddresses();

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Adresses de livraison</CardTitle>
          <CardDescription>
            Proposées au moment de commander ; l'adresse par défaut est présélectionnée.
          </CardDescription>
        </div>
        {canManage ? <NewAddressDialog /> : null}
      </CardHeader>
      <CardContent>
        {addresses.isPending ? (
          <Spinner label="Chargement des adresses…" />
        ) : addresses.isError ? (
          <Alert variant="destructive">{ESTABLISHMENT_MESSAGES.addresses.loadFailed}</Alert>
        ) : addresses.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ESTABLISHMENT_MESSAGES.addresses.empty}</p>
        ) : (
          <ul aria-label="Adresses de livraison" className="divide-y">
            {addresses.data.map((address) => (
              <DeliveryAddressItem key={address.id} address={address} canManage={canManage} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
