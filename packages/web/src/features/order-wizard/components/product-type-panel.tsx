import {
  PRODUCT_TYPE_TITLE,
  type ProductType,
  protectiveDomainOf,
} from '@conque/domain/catalogue/protective';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import { selectProductType } from '@conque/domain/orders/wizard-transitions';
import type { OrderWizard } from '../hooks/use-order-wizard';
import { OptionRadioGroup } from './option-radio-group';

/** Spec 001 §2: the protective order's 'Type de produit' (with or without a case), once per order. */
export const ProductTypePanel = ({ details, wizard }: { details: OrderDetails; wizard: OrderWizard }) => {
  if (details.type !== 'protective') return null;
  const domain = protectiveDomainOf(details.domain);
  return (
    <OptionRadioGroup
      label={PRODUCT_TYPE_TITLE}
      hideLabel
      choices={domain?.productTypes ?? []}
      value={details.productType}
      onChange={(value) =>
        wizard.updateDetails((current) =>
          current ? selectProductType(current, value as ProductType) : current,
        )
      }
    />
  );
};
