import { describe, expect, it } from 'vitest';
import type { OrderDetails, ProtectiveDetails } from './details-schema';
import { COMPLETE_CLASSIC_EAR, COMPLETE_REMOTE_EAR, classic, protective, remote } from './test-fixtures';
import {
  newEar,
  selectBrand,
  selectDomain,
  selectProductType,
  selectType,
  toggleEar,
  updateEar,
} from './wizard-transitions';

describe('selectType (spec 001 §4: resets details to only that type)', () => {
  it.each<[OrderDetails | null, 'classic' | 'remote' | 'protective', OrderDetails]>([
    [null, 'classic', { type: 'classic' }],
    [classic(), 'remote', { type: 'remote' }],
    [remote(), 'protective', { type: 'protective' }],
    [protective('water', { color: 'red' }), 'classic', { type: 'classic' }],
  ])('%o → %s', (details, type, expected) => {
    expect(selectType(details, type)).toEqual(expected);
  });

  it('keeps the details when the same type is chosen again', () => {
    const details = classic();
    expect(selectType(details, 'classic')).toBe(details);
  });
});

describe('toggleEar (spec 001 §4: adds or removes that ear object)', () => {
  it('adds an empty ear, with optional categories at their default', () => {
    expect(toggleEar({ type: 'classic' }, 'right')).toEqual({ type: 'classic', right: { cord: 'no-cord' } });
    expect(toggleEar({ type: 'remote', brand: 'oticon' }, 'left')).toEqual({
      type: 'remote',
      brand: 'oticon',
      left: {},
    });
    const noise: ProtectiveDetails = { type: 'protective', domain: 'noise' };
    expect(toggleEar(noise, 'left').left).toEqual({ options: ['no-cord'] });
    expect(toggleEar({ ...noise, domain: 'water' }, 'left').left).toEqual({});
  });

  it('removes a selected ear and leaves the other', () => {
    const details = classic({ right: { shape: 'concha' } });
    expect(toggleEar(details, 'left')).toEqual({ type: 'classic', right: { shape: 'concha' } });
    expect(details.left).toBeDefined();
  });

  it('newEar gives nothing before a domain is chosen', () => {
    expect(newEar({ type: 'protective' })).toEqual({});
  });
});

describe('updateEar', () => {
  it.each([
    ['parallel', 'grooved', undefined],
    ['parallel', 'none', undefined],
    ['parallel', 'parallel', 1.2],
  ] as const)('vent %s → %s leaves ventDimension %s (spec 001 §4)', (from, to, dimension) => {
    const details = classic({ left: { ...COMPLETE_CLASSIC_EAR, vent: from } });
    expect(updateEar(details, 'left', { vent: to }).left?.ventDimension).toBe(dimension);
  });

  it('keeps a dimension given with the new vent', () => {
    const next = updateEar(classic(), 'left', { vent: 'grooved', ventDimension: 2 });
    expect(next.left).toMatchObject({ vent: 'grooved', ventDimension: 2 });
  });

  it('drops a shoulder once the shape is no longer a canal', () => {
    const next = updateEar(remote(), 'right', { shape: 'skeleton' });
    expect(next.right).not.toHaveProperty('options');
    expect(next.right).toMatchObject({ shape: 'skeleton', speaker: 'signia-m-3.0' });
    const solid = updateEar(remote({ right: { ...COMPLETE_REMOTE_EAR, options: 'solid' } }), 'right', {
      shape: 'skeleton',
    });
    expect(solid.right).toMatchObject({ options: 'solid' });
  });

  it('drops an acrylic-only choice when the material becomes silicone', () => {
    const details = remote({ right: { ...COMPLETE_REMOTE_EAR, waxGuard: 'signia-quickguard' } });
    expect(updateEar(details, 'right', { material: 'silicone' }).right).not.toHaveProperty('waxGuard');
  });

  it('removes a field set to undefined, and selects an ear not yet selected', () => {
    expect(updateEar(classic(), 'left', { finish: undefined }).left).not.toHaveProperty('finish');
    expect(updateEar({ type: 'classic' }, 'right', { shape: 'concha' })).toEqual({
      type: 'classic',
      right: { cord: 'no-cord', shape: 'concha' },
    });
  });

  it('never changes the details it was given', () => {
    const details = classic();
    const copy = JSON.parse(JSON.stringify(details));
    updateEar(details, 'left', { vent: 'none' });
    toggleEar(details, 'left');
    expect(details).toEqual(copy);
  });
});

describe('brand, domain and product type', () => {
  it('a new brand drops the receiver and brand wax guard, keeps the rest', () => {
    const next = selectBrand(remote(), 'phonak');
    expect(next).toMatchObject({ type: 'remote', brand: 'phonak' });
    expect(next.right).not.toHaveProperty('speaker');
    expect(next.right).not.toHaveProperty('waxGuard');
    expect(next.right).toMatchObject({ shape: 'canal', length: 'long' });
  });

  it('a common wax guard survives a change of brand', () => {
    const details = remote({ right: { ...COMPLETE_REMOTE_EAR, waxGuard: 'ring' } });
    expect(selectBrand(details, 'starkey').right).toMatchObject({ waxGuard: 'ring' });
  });

  it('a new domain keeps what it offers', () => {
    const water = protective(
      'water',
      { color: 'blue', options: ['with-cord'] },
      { productType: 'water-case' },
    );
    const noise = selectDomain(water, 'noise');
    expect(noise).toMatchObject({ domain: 'noise', left: { options: ['with-cord'] } });
    expect(noise).not.toHaveProperty('productType');
    expect(noise.left).not.toHaveProperty('color');
    const sleep = selectDomain(
      protective('noise', { color: 'translucent', filters: ['with-filter'] }),
      'sleep',
    );
    expect(sleep.left).toEqual({ color: 'translucent' });
    expect(sleep).toMatchObject({ productType: 'no-case' });
  });

  it('the product type must be one of the domain', () => {
    const details = protective('water', { color: 'blue' });
    expect(selectProductType(details, 'water-case')).toMatchObject({ productType: 'water-case' });
    expect(selectProductType(details, 'noise-case')).not.toHaveProperty('productType');
    expect(selectProductType(details, undefined)).not.toHaveProperty('productType');
  });

  it('ignores a brand or domain for the other types', () => {
    const details = classic();
    expect(selectBrand(details, 'signia')).toBe(details);
    expect(selectDomain(details, 'noise')).toBe(details);
    expect(selectProductType(details, 'no-case')).toBe(details);
  });
});
