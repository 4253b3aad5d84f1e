import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION, keyFromLabel, productionSettingsSchema } from './production-settings';
import {
  currentStep,
  nextStep,
  type ProductionState,
  productionStatusLabel,
  productionView,
  qualityControlStep,
  stepChangedMessage,
} from './production-state';

const inProgress = (step: string | null, done = false): ProductionState => ({
  status: 'in_progress',
  step,
  done,
  revision: 3,
});

describe('the lab steps inside « En cours » (decision 141)', () => {
  it('an order entering « En cours » is at the first step; a step removed since reads as the first', () => {
    expect(currentStep(DEFAULT_PRODUCTION, inProgress(null))?.key).toBe('modelisation');
    expect(currentStep(DEFAULT_PRODUCTION, inProgress('finition'))?.key).toBe('finition');
    expect(currentStep(DEFAULT_PRODUCTION, inProgress('polissage'))?.key).toBe('modelisation');
  });

  it('no step outside « En cours », nor once the quality control passed', () => {
    expect(currentStep(DEFAULT_PRODUCTION, { ...inProgress('finition'), status: 'registered' })).toBeNull();
    expect(currentStep(DEFAULT_PRODUCTION, inProgress(null, true))).toBeNull();
  });

  it('the next step, and none after the quality control, the last', () => {
    expect(nextStep(DEFAULT_PRODUCTION, 'modelisation')?.key).toBe('impression');
    expect(nextStep(DEFAULT_PRODUCTION, 'controle_qualite')).toBeNull();
    expect(nextStep(DEFAULT_PRODUCTION, 'inconnue')).toBeNull();
    expect(qualityControlStep(DEFAULT_PRODUCTION)?.key).toBe('controle_qualite');
  });

  it('the clinic reads the step (« En finition »), « Prête à expédier » once done, else the status', () => {
    expect(productionStatusLabel(DEFAULT_PRODUCTION, inProgress('finition'))).toBe('En finition');
    expect(productionStatusLabel(DEFAULT_PRODUCTION, inProgress(null, true))).toBe('Prête à expédier');
    expect(productionStatusLabel(DEFAULT_PRODUCTION, { ...inProgress(null), status: 'shipped' })).toBe(
      'Expédiée',
    );
  });

  it('the view keeps the contract the « Atelier » screen reads', () => {
    expect(productionView(DEFAULT_PRODUCTION, inProgress('impression'))).toEqual({
      steps: DEFAULT_PRODUCTION.steps,
      current_step: 'impression',
      done: false,
      revision: 3,
      checklist: DEFAULT_PRODUCTION.checklist,
    });
  });

  it('the 409 says where the order is now and who moved it', () => {
    expect(
      stepChangedMessage(DEFAULT_PRODUCTION, inProgress('finition'), {
        name: 'Marie Durand',
        at: '28/11 à 12:03',
      }),
    ).toBe(
      "La commande a changé entre-temps : elle est maintenant à l'étape « Finition » (modifiée par Marie Durand le 28/11 à 12:03). Rien n'a été modifié.",
    );
    expect(stepChangedMessage(DEFAULT_PRODUCTION, inProgress(null, true), null)).toBe(
      "La commande a changé entre-temps : elle est maintenant « Prête à expédier ». Rien n'a été modifié.",
    );
  });
});

describe('the steps and checklist a préparateur saves', () => {
  it('accepts the defaults', () => {
    expect(productionSettingsSchema.parse(DEFAULT_PRODUCTION)).toEqual(DEFAULT_PRODUCTION);
  });

  it('refuses a single step, two steps with one key, an empty checklist, a key with accents', () => {
    const issues = (value: unknown) =>
      productionSettingsSchema.safeParse(value).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(issues({ ...DEFAULT_PRODUCTION, steps: DEFAULT_PRODUCTION.steps.slice(0, 1) })).toEqual([
      [['steps'], 'Au moins deux étapes (la dernière est le contrôle qualité)'],
    ]);
    const twice = [DEFAULT_PRODUCTION.steps[0], DEFAULT_PRODUCTION.steps[0]];
    expect(issues({ ...DEFAULT_PRODUCTION, steps: twice })).toEqual([
      [['steps', 1, 'key'], 'Deux étapes ont la même clé'],
    ]);
    expect(issues({ ...DEFAULT_PRODUCTION, checklist: [] })).toEqual([
      [['checklist'], 'Au moins un point de contrôle'],
    ]);
    expect(
      issues({ ...DEFAULT_PRODUCTION, checklist: [{ key: 'évent', label: 'Évent' }] })?.[0]?.[0],
    ).toEqual(['checklist', 0, 'key']);
  });
});

describe('the key of a new step', () => {
  it('comes from its label, without accents, unique', () => {
    expect(keyFromLabel('Contrôle qualité', [])).toBe('controle_qualite');
    expect(keyFromLabel('Ponçage', ['poncage'])).toBe('poncage_2');
    expect(keyFromLabel('  !!  ', [])).toBe('etape');
  });
});
