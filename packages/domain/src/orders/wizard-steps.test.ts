import { describe, expect, it } from 'vitest';
import { patientStepSchema, typeStepSchema } from './wizard-steps';

const PATIENT = {
  patient_first_name: 'Élodie',
  patient_last_name: "N'Diaye",
  patient_gender: 'female',
  patient_hearing_loss: 'N/C',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('patient step (spec 001 §5 step 1)', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['complete', PATIENT, true],
    ['gender other', { ...PATIENT, patient_gender: 'other' }, true],
    ['profound loss', { ...PATIENT, patient_hearing_loss: 'profound' }, true],
    ['blank first name', { ...PATIENT, patient_first_name: '   ' }, false],
    ['blank last name', { ...PATIENT, patient_last_name: '' }, false],
    ['no gender', { ...PATIENT, patient_gender: undefined }, false],
    ['unknown gender', { ...PATIENT, patient_gender: 'x' }, false],
    ['no hearing loss', { ...PATIENT, patient_hearing_loss: undefined }, false],
  ])('%s → valid: %s', (_name, input, valid) => {
    expect(patientStepSchema.safeParse(input).success).toBe(valid);
  });

  it('trims the names', () => {
    const parsed = patientStepSchema.parse({ ...PATIENT, patient_first_name: '  Jean ' });
    expect(parsed.patient_first_name).toBe('Jean');
  });

  it('says a missing name is required, in French', () => {
    expect(messages(patientStepSchema.safeParse({ ...PATIENT, patient_first_name: ' ' }))).toEqual([
      'Ce champ est obligatoire',
    ]);
  });
});

describe('type step (spec 001 §5 step 2)', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{ type: 'classic' }, []],
    [{ type: 'remote', brand: 'widex' }, []],
    [{ type: 'protective', domain: 'sleep' }, []],
    [{ type: 'remote' }, ['Sélectionnez une marque']],
    [{ type: 'protective' }, ['Sélectionnez un domaine']],
    [{ type: 'remote', brand: 'acme' }, ['Sélectionnez une marque']],
    [{}, ["Sélectionnez un type d'embout"]],
    [{ type: 'other' }, ["Sélectionnez un type d'embout"]],
  ])('%o → %o', (input, expected) => {
    expect(messages(typeStepSchema.safeParse(input))).toEqual(expected);
  });

  it('reads the step from whole details', () => {
    const details = { type: 'remote', brand: 'phonak', right: { shape: 'canal' } };
    expect(typeStepSchema.parse(details)).toEqual({ type: 'remote', brand: 'phonak' });
  });
});
