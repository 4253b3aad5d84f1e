import type { DeliveryAddressView } from '@conque/domain/accounts/delivery-address-schemas';
import {
  SHIPPING_METHODS,
  type ShippingMethod,
  shippingNeedsAddress,
} from '@conque/domain/catalogue/shipping-methods';
import { formatEuros } from '@conque/domain/pricing/format-euros';
import type { PriceList } from '@conque/domain/pricing/price-list';
import { useEffect } from 'react';
import { useDeliveryAddresses } from '@/api/delivery-addresses';
import { useCurrentPriceList } from '@/api/price-list';
import { useProfile } from '@/api/profile';
import { NewAddressDialog } from '@/components/delivery-addresses/new-address-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import type { OrderWizard } from '../hooks/use-order-wizard';
import { WIZARD_MESSAGES } from '../wizard-messages';
import { OptionRadioGroup } from './option-radio-group';

/** The delivery modes with the lab's prices in force, none while they load. */
const shippingChoices = (list: PriceList | undefined) =>
  SHIPPING_METHODS.map((method) => {
    const price = list ? ` · ${formatEuros(list.shipping[method.value])} HT` : '';
    return {
      value: method.value,
      label: method.label,
      description: method.value === 'pickup' ? `Au laboratoire${price}` : `${method.name}${price}`,
    };
  });

const formatAddress = (address: DeliveryAddressView) =>
  `${address.name} — ${address.street_address}, ${address.postal_code} ${address.city}`;

/** Spec 001 §2 step 5: the delivery mode, and the address unless pickup; managers may add one. */
export const ShippingSection = ({ wizard }: { wizard: OrderWizard }) => {
  const { values } = wizard.state;
  const needsAddress = shippingNeedsAddress(values.shipping_method);
  const addresses = useDeliveryAddresses();
  const isManager = useProfile().data?.role === 'manager';
  const priceList = useCurrentPriceList();
  const { patch } = wizard;

  // The establishment's default address is preselected when none is chosen yet.
  const defaultId = addresses.data?.find((address) => address.is_default)?.id;
  useEffect(() => {
    if (!values.shipping_address && defaultId) patch({ shipping_address: defaultId });
  }, [values.shipping_address, defaultId, patch]);

  return (
    <section aria-labelledby="shipping-title" className="grid grid-cols-1 gap-4">
      <h3 id="shipping-title" className="font-semibold">
        Livraison
      </h3>
      <OptionRadioGroup
        label="Mode de livraison"
        choices={shippingChoices(priceList.data)}
        value={values.shipping_method}
        onChange={(value) => patch({ shipping_method: value as ShippingMethod })}
      />
      {needsAddress ? (
        <div className="grid grid-cols-1 gap-3">
          {addresses.isPending ? (
            <Spinner label="Chargement des adresses…" />
          ) : addresses.data && addresses.data.length > 0 ? (
            <FormField label="Adresse de livraison">
              {(field) => (
                <NativeSelect
                  {...field}
                  value={values.shipping_address ?? ''}
                  onChange={(event) => patch({ shipping_address: event.target.value || null })}
                >
                  <option value="" disabled>
                    Sélectionnez une adresse
                  </option>
                  {addresses.data.map((address) => (
                    <option key={address.id} value={address.id}>
                      {formatAddress(address)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : addresses.data ? (
            <p className="text-sm text-muted-foreground">{WIZARD_MESSAGES.addresses.empty}</p>
          ) : null}
          {isManager ? <NewAddressDialog onCreated={(id) => patch({ shipping_address: id })} /> : null}
        </div>
      ) : null}
    </section>
  );
};
