import { DEFAULT_HEARING_LOSS } from '@conque/domain/catalogue/patient';
import type { OrderView } from '@conque/domain/orders/api-types';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { furthestStep, type WizardStep } from './wizard-steps';
import type { WizardValues } from './wizard-values';

export type WizardState = {
  /** null until the first save creates the draft. */
  orderId: string | null;
  step: WizardStep;
  /** The furthest step shown so far: the header lets the user go back to any step up to it. */
  reached: WizardStep;
  values: WizardValues;
  termsAccepted: boolean;
  /** Files already stored with the draft when it was opened (spec 001 §3 stl_files). */
  storedFiles: StlFileEntry[];
  /**
   * A registered order being edited (docs/design.md §5.7), not a draft: it keeps its number and status,
   * is saved only when asked (never automatically), and its terms were accepted at validation.
   */
  registered: boolean;
};

export type WizardAction =
  | { type: 'patch'; values: Partial<WizardValues> }
  | { type: 'details'; update: (details: OrderDetails | null) => OrderDetails | null }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'saved'; orderId: string }
  | { type: 'terms'; accepted: boolean };

export const EMPTY_VALUES: WizardValues = {
  patient_first_name: '',
  patient_last_name: '',
  patient_gender: null,
  // Spec 001 §3: patient_hearing_loss defaults to 'N/C'.
  patient_hearing_loss: DEFAULT_HEARING_LOSS,
  details: null,
  // Ours: the cheapest carrier is preselected, so the price table shows a total at once.
  shipping_method: 'standard',
  shipping_address: null,
  transfer_method: null,
  comment: '',
  prescriber_name: '',
  prescriber_number: '',
};

/** Who prescribes by default: the person ordering, as their profile names them (decision 144). */
export type DefaultPrescriber = { name: string; number: string };

export const newWizardState = (prescriber?: DefaultPrescriber): WizardState => ({
  orderId: null,
  step: 1,
  reached: 1,
  values: prescriber
    ? { ...EMPTY_VALUES, prescriber_name: prescriber.name, prescriber_number: prescriber.number }
    : EMPTY_VALUES,
  termsAccepted: false,
  storedFiles: [],
  registered: false,
});

/** What the edit wizard reads of GET /api/orders/:id. */
export type OrderToEdit = Pick<
  OrderView,
  | 'id'
  | 'status'
  | 'order_number'
  | 'establishment_id'
  | 'created_by'
  | 'invoice'
  | 'patient_first_name'
  | 'patient_last_name'
  | 'patient_gender'
  | 'patient_hearing_loss'
  | 'details'
  | 'shipping_method'
  | 'shipping_address'
  | 'transfer_method'
  | 'comment'
  | 'stl_files'
  | 'prescriber_name'
  | 'prescriber_number'
>;

/** A loaded draft (or registered order), opened at its furthest completed step (spec 001 §2). */
export const wizardStateFromOrder = (order: OrderToEdit): WizardState => {
  const values: WizardValues = {
    patient_first_name: order.patient_first_name ?? '',
    patient_last_name: order.patient_last_name ?? '',
    patient_gender: order.patient_gender ?? null,
    patient_hearing_loss: order.patient_hearing_loss ?? DEFAULT_HEARING_LOSS,
    details: order.details && Object.keys(order.details).length > 0 ? order.details : null,
    shipping_method: order.shipping_method ?? 'standard',
    shipping_address: order.shipping_address?.id ?? null,
    transfer_method: order.transfer_method ?? null,
    comment: order.comment ?? '',
    prescriber_name: order.prescriber_name ?? '',
    prescriber_number: order.prescriber_number ?? '',
  };
  const step = furthestStep(values);
  const registered = order.status !== 'draft';
  return {
    orderId: order.id,
    step,
    reached: step,
    values,
    termsAccepted: registered,
    storedFiles: order.stl_files ?? [],
    registered,
  };
};

export const wizardReducer = (state: WizardState, action: WizardAction): WizardState => {
  switch (action.type) {
    case 'patch':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'details':
      return { ...state, values: { ...state.values, details: action.update(state.values.details) } };
    case 'goTo':
      return {
        ...state,
        step: action.step,
        reached: action.step > state.reached ? action.step : state.reached,
      };
    case 'saved':
      return { ...state, orderId: action.orderId };
    case 'terms':
      return { ...state, termsAccepted: action.accepted };
  }
};
