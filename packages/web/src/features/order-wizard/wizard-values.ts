import type { Gender, HearingLoss } from '@conque/domain/catalogue/patient';
import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { TransferMethod } from '@conque/domain/catalogue/transfer-methods';
import type { OrderDetails } from '@conque/domain/orders/details-schema';

/** The order's own fields, as the wizard edits them and the draft calls send them. */
export type WizardValues = {
  patient_first_name: string;
  patient_last_name: string;
  patient_gender: Gender | null;
  patient_hearing_loss: HearingLoss;
  details: OrderDetails | null;
  shipping_method: ShippingMethod;
  /** The chosen delivery address id. */
  shipping_address: string | null;
  transfer_method: TransferMethod | null;
  comment: string;
  /** The statement for custom-made devices' prescriber (decision 144); '' for none. */
  prescriber_name: string;
  prescriber_number: string;
};
