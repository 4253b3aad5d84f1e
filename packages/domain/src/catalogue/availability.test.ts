import { describe, expect, it } from 'vitest';
import type { CatalogueOption } from './catalogue-types';
import { availableOptions, isOptionAvailable } from './ear-categories';
import { REMOTE_OPTIONS, REMOTE_SHAPES, remoteCategories } from './remote';
import {
  formatVentDimension,
  isValidCustomVentDimension,
  isValidVentDimension,
  parseVentDimension,
  VENT_DIMENSIONS_MM,
} from './vents';

const labels = (options: readonly CatalogueOption[]) => options.map((option) => option.label);
const SHOULDERS = ['Epaulement long', 'Demi-épaulement', 'Quart épaulement'];

describe('remote options by shape (spec 001 §3: some disabled outside Canule and Canule CIC)', () => {
  const category = remoteCategories('signia').find((c) => c.key === 'options');
  if (!category) throw new Error('no options category');

  it.each(REMOTE_SHAPES.map((shape) => [shape.label, shape.value] as const))('%s', (_label, shape) => {
    const offered = labels(availableOptions(category, { shape }));
    const canal = shape === 'canal' || shape === 'canal-cic';
    expect(offered).toEqual(canal ? labels(REMOTE_OPTIONS) : ['Embout plein', 'Embout évidé']);
  });

  it('offers everything while the shape is not chosen', () => {
    expect(labels(availableOptions(category, {}))).toEqual(labels(REMOTE_OPTIONS));
    for (const label of SHOULDERS) expect(labels(category.options)).toContain(label);
  });
});

describe('brand options that depend on material or length (docs/catalogue-notes.md)', () => {
  const signia = remoteCategories('signia');
  const speakers = signia.find((c) => c.key === 'speaker')?.options ?? [];
  const guards = signia.find((c) => c.key === 'waxGuard')?.options ?? [];
  const integrated = speakers.find((s) => s.value === 'signia-integrated');
  const quickGuard = guards.find((g) => g.value === 'signia-quickguard');

  it.each([
    [{ material: 'acrylic' }, true, true],
    [{ material: 'silicone' }, false, false],
    [{ material: 'acrylic', length: 'long' }, true, true],
    [{ material: 'acrylic', length: 'short' }, true, false],
    [{}, true, true],
  ])('ear %o: integrated receiver %s, QuickGuard %s', (ear, integratedOffered, quickGuardOffered) => {
    expect(integrated && isOptionAvailable(integrated, ear)).toBe(integratedOffered);
    expect(quickGuard && isOptionAvailable(quickGuard, ear)).toBe(quickGuardOffered);
  });
});

describe('vent dimensions (spec 001 §3)', () => {
  it('offers the presets, shown the French way', () => {
    expect(VENT_DIMENSIONS_MM.map(formatVentDimension)).toEqual([
      '0,8 mm',
      '1 mm',
      '1,2 mm',
      '1,5 mm',
      '2 mm',
      '2,5 mm',
      '3 mm',
    ]);
  });

  it.each([
    [0.8, true],
    [3, true],
    [0.81, true],
    [1.3, true],
    [4, true],
    [10, true],
    [0.79, false],
    [0.5, false],
    [0, false],
    [-1, false],
    [10.5, false],
    [1.234, false],
    [Number.NaN, false],
    ['1.3', false],
    [undefined, false],
  ])('%s mm valid: %s', (mm, valid) => {
    expect(isValidVentDimension(mm)).toBe(valid);
  });

  // The custom field: strictly above 0,8 mm, so typing 0,8 (the preset) there is refused.
  it.each([
    [0.8, false],
    [0.5, false],
    [0.81, true],
    [1, true],
    [10, true],
    [10.01, false],
    [1.234, false],
  ])('custom %s mm valid: %s', (mm, valid) => {
    expect(isValidCustomVentDimension(mm)).toBe(valid);
  });

  it.each([
    ['1,3', 1.3],
    ['1.3', 1.3],
    [' 2 mm ', 2],
    ['0,85mm', 0.85],
    ['', null],
    ['abc', null],
    ['1,2,3', null],
  ])('reads %j as %s', (input, expected) => {
    expect(parseVentDimension(input)).toBe(expected);
  });
});
