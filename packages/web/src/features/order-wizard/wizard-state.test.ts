import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUES,
  newWizardState,
  type OrderToEdit,
  wizardReducer,
  wizardStateFromOrder,
} from './wizard-state';
import { canVisit, furthestStep } from './wizard-steps';
import type { WizardValues } from './wizard-values';

const patient: Partial<WizardValues> = {
  patient_first_name: 'Jeanne',
  patient_last_name: 'Martin',
  patient_gender: 'female',
};
const completeClassicEar = {
  shape: 'skeleton',
  material: 'silicone',
  color: 'clear',
  tube: 'standard',
  options: 'none',
  vent: 'none',
  finish: 'varnished',
} as const;

const values = (patch: Partial<WizardValues>): WizardValues => ({ ...EMPTY_VALUES, ...patch });

describe('furthestStep (spec 001 §2: a draft opens at its furthest completed step)', () => {
  it.each([
    ['no names', values({}), 1],
    ['blank names', values({ ...patient, patient_first_name: '  ' }), 1],
    ['no type', values(patient), 2],
    ['remote without brand', values({ ...patient, details: { type: 'remote' } }), 2],
    ['no ear', values({ ...patient, details: { type: 'classic' } }), 3],
    ['complete details', values({ ...patient, details: { type: 'classic', left: completeClassicEar } }), 4],
    [
      'delivery begun',
      values({
        ...patient,
        details: { type: 'classic', left: completeClassicEar },
        transfer_method: 'physical',
      }),
      5,
    ],
  ] as const)('%s → step %i', (_, given, step) => {
    expect(furthestStep(given)).toBe(step);
  });
});

describe('wizardReducer', () => {
  it('starts clean on step 1 with N/C and standard delivery', () => {
    const state = newWizardState();
    expect(state).toMatchObject({ orderId: null, step: 1, reached: 1, termsAccepted: false });
    expect(state.values.patient_hearing_loss).toBe('N/C');
    expect(state.values.shipping_method).toBe('standard');
  });

  it('remembers the furthest step reached when going back', () => {
    let state = wizardReducer(newWizardState(), { type: 'goTo', step: 3 });
    state = wizardReducer(state, { type: 'goTo', step: 1 });
    expect(state).toMatchObject({ step: 1, reached: 3 });
  });

  it('patches values and details without touching the rest', () => {
    let state = wizardReducer(newWizardState(), { type: 'patch', values: patient });
    state = wizardReducer(state, { type: 'details', update: () => ({ type: 'classic' }) });
    expect(state.values).toMatchObject({ ...patient, details: { type: 'classic' }, comment: '' });
  });

  it('keeps the id of the created draft', () => {
    expect(wizardReducer(newWizardState(), { type: 'saved', orderId: 'o1' }).orderId).toBe('o1');
  });
});

describe('canVisit (spec 001 §2: earlier or completed steps can be clicked)', () => {
  it('refuses a step never reached, and one whose earlier steps became invalid', () => {
    const ready = values({ ...patient, details: { type: 'classic' } });
    expect(canVisit(ready, 3, 2)).toBe(true);
    expect(canVisit(ready, 2, 3)).toBe(false);
    expect(canVisit(values({ details: { type: 'classic' } }), 3, 2)).toBe(false);
  });
});

describe('wizardStateFromOrder', () => {
  it('reads a stored draft, with the address snapshot as its id', () => {
    const order: OrderToEdit = {
      id: 'o1',
      status: 'draft',
      order_number: null,
      establishment_id: 'e1',
      created_by: 'p1',
      invoice: null,
      patient_first_name: 'Jeanne',
      patient_last_name: 'Martin',
      patient_gender: 'female',
      patient_hearing_loss: 'mild',
      details: { type: 'classic', left: completeClassicEar },
      shipping_method: 'express',
      shipping_address: {
        id: 'a1',
        name: 'Cabinet',
        street_address: '1 rue',
        postal_code: '75001',
        city: 'Paris',
      },
      transfer_method: null,
      comment: 'Urgent',
      stl_files: [],
      prescriber_name: 'Sophie Bernard',
      prescriber_number: '10101234567',
    };
    const state = wizardStateFromOrder(order);
    expect(state).toMatchObject({ orderId: 'o1', step: 4, reached: 4, registered: false });
    expect(state.termsAccepted).toBe(false);
    expect(state.values).toMatchObject({
      shipping_address: 'a1',
      shipping_method: 'express',
      comment: 'Urgent',
      prescriber_name: 'Sophie Bernard',
      prescriber_number: '10101234567',
    });
  });

  it('opens a registered order for editing (docs/design.md §5.7): its terms were accepted at validation', () => {
    const state = wizardStateFromOrder({
      id: 'o2',
      status: 'registered',
      order_number: '2026-00042',
      establishment_id: 'e1',
      created_by: 'p1',
      invoice: null,
      patient_first_name: 'Jeanne',
      patient_last_name: 'Martin',
      patient_gender: 'female',
      patient_hearing_loss: 'mild',
      details: { type: 'classic', left: completeClassicEar },
      shipping_method: 'pickup',
      shipping_address: null,
      transfer_method: 'physical',
      comment: '',
      stl_files: [],
      prescriber_name: '',
      prescriber_number: null,
    });
    expect(state).toMatchObject({ orderId: 'o2', step: 5, registered: true, termsAccepted: true });
  });
});
