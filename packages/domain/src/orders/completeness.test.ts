import { describe, expect, it } from 'vitest';
import { detailsCompletion, isEarComplete, validateDetails } from './completeness';
import type { OrderDetails } from './details-schema';
import type { ClassicEar, RemoteEar } from './ear-schemas';
import { ORDER_MESSAGES } from './messages';
import { COMPLETE_CLASSIC_EAR, COMPLETE_REMOTE_EAR, classic, protective, remote } from './test-fixtures';

const BLOCKING = 'Veuillez remplir toutes les options pour chaque oreille sélectionnée avant de continuer.';

const without = <T extends object>(ear: T, key: keyof T): T => {
  const copy = { ...ear };
  delete copy[key];
  return copy;
};

describe('classic ear (spec 001 §5)', () => {
  it.each<[string, ClassicEar, boolean]>([
    ['all set', COMPLETE_CLASSIC_EAR, true],
    ...(['shape', 'material', 'color', 'tube', 'options', 'vent', 'finish'] as const).map(
      (key): [string, ClassicEar, boolean] => [`without ${key}`, without(COMPLETE_CLASSIC_EAR, key), false],
    ),
    ['without cord (optional, Sans cordon)', without(COMPLETE_CLASSIC_EAR, 'cord'), true],
    ['vent Aucun, no dimension', { ...without(COMPLETE_CLASSIC_EAR, 'ventDimension'), vent: 'none' }, true],
    ['vent Parallèle, no dimension', without(COMPLETE_CLASSIC_EAR, 'ventDimension'), false],
    [
      'vent Rainuré, no dimension',
      { ...without(COMPLETE_CLASSIC_EAR, 'ventDimension'), vent: 'grooved' },
      false,
    ],
    ['vent Rainuré, 0,8 mm preset', { ...COMPLETE_CLASSIC_EAR, vent: 'grooved', ventDimension: 0.8 }, true],
    ['custom 1,3 mm', { ...COMPLETE_CLASSIC_EAR, ventDimension: 1.3 }, true],
    ['custom 0,7 mm (not above 0,8)', { ...COMPLETE_CLASSIC_EAR, ventDimension: 0.7 }, false],
    ['special marking of 7', { ...COMPLETE_CLASSIC_EAR, specialMarking: 'ABCDEFG' }, true],
    ['special marking of 8', { ...COMPLETE_CLASSIC_EAR, specialMarking: 'ABCDEFGH' }, false],
    ['additional options', { ...COMPLETE_CLASSIC_EAR, additionalOptions: { colorMarks: true } }, true],
  ])('%s → complete: %s', (_name, ear, complete) => {
    expect(isEarComplete({ type: 'classic', left: ear }, 'left')).toBe(complete);
  });
});

describe('remote ear (spec 001 §5)', () => {
  it.each<[string, RemoteEar, string | undefined, boolean]>([
    ['all set', COMPLETE_REMOTE_EAR, 'signia', true],
    ...(
      ['shape', 'material', 'color', 'speaker', 'options', 'vent', 'length', 'finish', 'waxGuard'] as const
    ).map((key): [string, RemoteEar, string, boolean] => [
      `without ${key}`,
      without(COMPLETE_REMOTE_EAR, key),
      'signia',
      false,
    ]),
    ['vent Parallèle without dimension', { ...COMPLETE_REMOTE_EAR, vent: 'parallel' }, 'signia', false],
    ['vent Parallèle 2 mm', { ...COMPLETE_REMOTE_EAR, vent: 'parallel', ventDimension: 2 }, 'signia', true],
    ['a receiver of another brand', { ...COMPLETE_REMOTE_EAR, speaker: 'phonak-m' }, 'signia', false],
    [
      'a wax guard of another brand',
      { ...COMPLETE_REMOTE_EAR, waxGuard: 'starkey-hear-clear' },
      'signia',
      false,
    ],
    [
      'a common wax guard with any brand',
      { ...COMPLETE_REMOTE_EAR, speaker: 'starkey-40', waxGuard: 'ring' },
      'starkey',
      true,
    ],
    ['a shoulder on Squelette', { ...COMPLETE_REMOTE_EAR, shape: 'skeleton' }, 'signia', false],
    [
      'Embout plein on Squelette',
      { ...COMPLETE_REMOTE_EAR, shape: 'skeleton', options: 'solid' },
      'signia',
      true,
    ],
    ['a shoulder on Canule CIC', { ...COMPLETE_REMOTE_EAR, shape: 'canal-cic' }, 'signia', true],
    [
      'QuickGuard on a short canal',
      { ...COMPLETE_REMOTE_EAR, waxGuard: 'signia-quickguard', length: 'short' },
      'signia',
      false,
    ],
    [
      'QuickGuard on a long acrylic canal',
      { ...COMPLETE_REMOTE_EAR, waxGuard: 'signia-quickguard' },
      'signia',
      true,
    ],
  ])('%s → complete: %s', (_name, ear, brand, complete) => {
    expect(isEarComplete({ type: 'remote', brand: brand as 'signia', right: ear }, 'right')).toBe(complete);
  });

  it('is never complete before a brand is chosen', () => {
    expect(isEarComplete({ type: 'remote', right: COMPLETE_REMOTE_EAR }, 'right')).toBe(false);
  });
});

describe('protective ears and product type (spec 001 §5)', () => {
  it.each<[string, OrderDetails, boolean]>([
    ['sleep: a colour is enough', protective('sleep', { color: 'translucent' }), true],
    ['sleep: no colour', protective('sleep', {}), false],
    [
      'sleep: no product type needed',
      protective('sleep', { color: 'translucent' }, { productType: undefined }),
      true,
    ],
    [
      'sleep: with its case',
      protective('sleep', { color: 'translucent' }, { productType: 'sleep-case' }),
      true,
    ],
    [
      'sleep: a noise case',
      protective('sleep', { color: 'translucent' }, { productType: 'noise-case' }),
      false,
    ],
    ['noise: colour and filter', protective('noise', { color: 'translucent', filters: ['no-filter'] }), true],
    ['noise: without filter', protective('noise', { color: 'translucent', options: ['with-cord'] }), false],
    [
      'noise: cord is not required',
      protective('noise', { color: 'translucent', filters: ['with-filter'] }),
      true,
    ],
    ['noise: blue is not offered', protective('noise', { color: 'blue', filters: ['with-filter'] }), false],
    [
      'noise: product type required',
      protective('noise', { color: 'translucent', filters: ['no-filter'] }, { productType: undefined }),
      false,
    ],
    [
      'noise: its case',
      protective('noise', { color: 'translucent', filters: ['no-filter'] }, { productType: 'noise-case' }),
      true,
    ],
    [
      'noise: a water case',
      protective('noise', { color: 'translucent', filters: ['no-filter'] }, { productType: 'water-case' }),
      false,
    ],
    ['water: colour and cord', protective('water', { color: 'red', options: ['no-cord'] }), true],
    ['water: without cord', protective('water', { color: 'blue' }), false],
    ['water: empty cord list', protective('water', { color: 'blue', options: [] }), false],
    [
      'water: a filter is not offered',
      protective('water', { color: 'blue', options: ['with-cord'], filters: ['with-filter'] }),
      false,
    ],
    [
      'water: product type required',
      protective('water', { color: 'blue', options: ['with-cord'] }, { productType: undefined }),
      false,
    ],
    ['no domain', { type: 'protective', left: { color: 'translucent' } }, false],
  ])('%s → complete: %s', (_name, details, complete) => {
    expect(detailsCompletion(details).complete).toBe(complete);
  });
});

describe('the whole details (spec 001 §5: at least one ear, every selected ear complete)', () => {
  it.each<[string, OrderDetails | null, boolean]>([
    ['left only', classic(), true],
    ['both ears', classic({ right: { ...COMPLETE_CLASSIC_EAR, shape: 'silhouette' } }), true],
    ['no ear', { type: 'classic' }, false],
    ['one complete, one empty', classic({ right: {} }), false],
    ['no details', null, false],
  ])('%s → complete: %s', (_name, details, complete) => {
    expect(detailsCompletion(details).complete).toBe(complete);
  });

  it('gives a tick per category, per ear, and which to highlight', () => {
    const completion = detailsCompletion(classic({ right: { shape: 'concha', vent: 'grooved' } }));
    const byKey = Object.fromEntries(completion.categories.map((c) => [c.key, c]));
    expect(byKey.shape).toMatchObject({ title: 'Forme', left: true, right: true, complete: true });
    expect(byKey.material).toMatchObject({ left: true, right: false, complete: false });
    expect(byKey.vent).toMatchObject({ title: 'Évent', left: true, right: false, complete: false });
    expect(byKey.cord).toMatchObject({ required: false, left: true, right: true, complete: true });
    expect(completion.ears).toEqual({ left: true, right: false });
    expect(validateDetails(classic({ right: { shape: 'concha', vent: 'grooved' } }))).toEqual({
      ok: false,
      message: BLOCKING,
      incomplete: ['material', 'color', 'tube', 'options', 'vent', 'finish'],
    });
  });

  it('marks a category of an unselected ear null', () => {
    const shape = detailsCompletion(classic()).categories[0];
    expect(shape).toMatchObject({ left: true, right: null, complete: true });
  });

  it('highlights every category when no ear is selected', () => {
    const result = validateDetails({ type: 'classic' });
    expect(result).toMatchObject({ ok: false, message: BLOCKING });
    expect(result.ok === false && result.incomplete).toHaveLength(8);
  });

  it('reports the product type among the incomplete ones', () => {
    const details = protective(
      'water',
      { color: 'blue', options: ['with-cord'] },
      { productType: undefined },
    );
    expect(validateDetails(details)).toEqual({ ok: false, message: BLOCKING, incomplete: ['productType'] });
  });

  it('points at a special marking that is too long', () => {
    const details = classic({ left: { ...COMPLETE_CLASSIC_EAR, specialMarking: 'TROPLONG' } });
    expect(validateDetails(details)).toEqual({
      ok: false,
      message: BLOCKING,
      incomplete: ['specialMarking'],
    });
  });

  it.each<[OrderDetails | null, string]>([
    [null, ORDER_MESSAGES.selectType],
    [{ type: 'remote', right: COMPLETE_REMOTE_EAR }, 'Sélectionnez une marque'],
    [{ type: 'protective', left: { color: 'translucent' } }, 'Sélectionnez un domaine'],
  ])('sends back to step 2 first: %o', (details, message) => {
    expect(validateDetails(details)).toEqual({ ok: false, message, incomplete: [] });
  });

  it('accepts complete details of each type', () => {
    expect(validateDetails(classic())).toEqual({ ok: true });
    expect(validateDetails(remote())).toEqual({ ok: true });
    expect(validateDetails(protective('sleep', { color: 'translucent' }))).toEqual({ ok: true });
  });
});
