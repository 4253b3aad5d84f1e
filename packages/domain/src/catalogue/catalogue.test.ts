import { describe, expect, it } from 'vitest';
import { ADDITIONAL_OPTIONS, SPECIAL_MARKING_MAX_LENGTH } from './additional-options';
import { brandLabel, brandWaxGuardsOf, speakersOf } from './brand-lookup';
import { BRANDS } from './brands';
import type { CatalogueOption } from './catalogue-types';
import {
  CLASSIC_CATEGORIES,
  CLASSIC_COLORS,
  CLASSIC_CORDS,
  CLASSIC_FINISHES,
  CLASSIC_MATERIALS,
  CLASSIC_OPTIONS,
  CLASSIC_SHAPES,
  CLASSIC_TUBES,
} from './classic';
import { earCategoriesFor } from './ear-categories';
import { GENDERS, HEARING_LOSSES } from './patient';
import { PRODUCT_TYPES, PROTECTIVE_DOMAINS, protectiveCategories } from './protective';
import {
  COMMON_WAX_GUARDS,
  REMOTE_COLORS,
  REMOTE_FINISHES,
  REMOTE_LENGTHS,
  REMOTE_MATERIALS,
  REMOTE_OPTIONS,
  REMOTE_SHAPES,
  remoteCategories,
} from './remote';
import { SHIPPING_METHODS } from './shipping-methods';
import { TIP_TYPES } from './tip-types';
import { TRANSFER_METHODS } from './transfer-methods';
import { VENTS } from './vents';

const labels = (options: readonly CatalogueOption[]) => options.map((option) => option.label);
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('catalogue labels are exactly those of spec 001 §3', () => {
  it.each([
    ['classic shape', CLASSIC_SHAPES, ['Squelette', 'Fond de conque', 'Demi-conque', 'Silhouette']],
    ['classic material', CLASSIC_MATERIALS, ['Silicone', 'Acrylique']],
    ['classic color', CLASSIC_COLORS, ['Incolore translucide']],
    ['classic tube', CLASSIC_TUBES, ['Standard', 'Hydrostop', 'Enfant', 'Perçage micro-tube']],
    ['classic options', CLASSIC_OPTIONS, ['Sans option', 'Tube collé', 'Tube non collé']],
    ['vent', VENTS, ['Aucun', 'Parallèle', 'Rainuré']],
    ['classic finish', CLASSIC_FINISHES, ['Vernis', 'Non vernis']],
    ['classic cord', CLASSIC_CORDS, ['Sans cordon', 'Avec cordon']],
    [
      'remote shape',
      REMOTE_SHAPES,
      ['Canule CIC (discret)', 'Canule', 'Squelette', 'Fond de conque', 'Demi-conque', 'Silhouette'],
    ],
    ['remote material', REMOTE_MATERIALS, ['Silicone', 'Acrylique']],
    ['remote color', REMOTE_COLORS, ['Incolore Translucide']],
    [
      'remote options',
      REMOTE_OPTIONS,
      ['Embout plein', 'Embout évidé', 'Epaulement long', 'Demi-épaulement', 'Quart épaulement'],
    ],
    ['remote length', REMOTE_LENGTHS, ['Court', 'Long']],
    ['remote finish', REMOTE_FINISHES, ['Vernis', 'Non vernis']],
    ['common wax guards', COMMON_WAX_GUARDS, ['Sans option', 'Bague', 'Montage tube']],
  ])('%s', (_name, options, expected) => {
    expect(labels(options)).toEqual(expected);
  });

  it('names the three types in French', () => {
    expect(TIP_TYPES.map((type) => [type.value, type.label])).toEqual([
      ['classic', 'Embout classique'],
      ['remote', 'Embout pour écouteur déporté'],
      ['protective', 'Protection auditive'],
    ]);
  });

  it('lists the classic and remote categories in the spec order with their French titles', () => {
    expect(CLASSIC_CATEGORIES.map((c) => [c.key, c.title])).toEqual([
      ['shape', 'Forme'],
      ['material', 'Matériau'],
      ['color', 'Couleur'],
      ['tube', 'Tube'],
      ['options', 'Options'],
      ['vent', 'Évent'],
      ['finish', 'Finition'],
      ['cord', 'Cordon'],
    ]);
    expect(remoteCategories('signia').map((c) => [c.key, c.title])).toEqual([
      ['shape', 'Forme'],
      ['material', 'Matériau'],
      ['color', 'Couleur'],
      ['speaker', 'Écouteur'],
      ['options', 'Options'],
      ['vent', 'Évent'],
      ['length', 'Longueur'],
      ['finish', 'Finition'],
      ['waxGuard', 'Pare-cérumen'],
    ]);
  });

  it('gives values unique within each list', () => {
    const lists: (readonly { value: string }[])[] = [
      ...CLASSIC_CATEGORIES.map((c) => c.options),
      ...remoteCategories('phonak').map((c) => c.options),
      PRODUCT_TYPES,
      PROTECTIVE_DOMAINS,
      TIP_TYPES,
      BRANDS,
      BRANDS.flatMap((brand): readonly CatalogueOption[] => brand.speakers),
      SHIPPING_METHODS,
      TRANSFER_METHODS,
    ];
    for (const list of lists) expect(new Set(values(list)).size).toBe(list.length);
  });
});

describe('brands (spec 001 §3, docs/catalogue-notes.md)', () => {
  it('lists the seven brands, GN Hearing shown with ReSound', () => {
    expect(labels(BRANDS)).toEqual([
      'Signia',
      'Oticon',
      'Beltone',
      'Widex',
      'Phonak',
      'Starkey',
      'GN Hearing',
    ]);
    expect(brandLabel('gn-hearing')).toBe('GN Hearing (ReSound)');
    expect(brandLabel('signia')).toBe('Signia');
  });

  it.each([
    ['signia', ['S 2.0', 'M 2.0', 'P 2.0', 'S 3.0', 'M 3.0', 'P 3.0', 'µ tube', 'Silk']],
    ['oticon', ['Standard', 'Medium', 'Intiga', 'Alta 60', 'Alta 85', 'Alta 100', 'Minifit Detect']],
  ])('has the receivers the spec names for %s', (brand, expected) => {
    expect(labels(speakersOf(brand))).toEqual(expect.arrayContaining(expected));
  });

  it('has receivers for every brand, none before a brand is chosen', () => {
    for (const brand of BRANDS) expect(speakersOf(brand.value).length).toBeGreaterThan(0);
    expect(speakersOf(undefined)).toEqual([]);
  });

  it.each([
    ['signia', ['nanoCare', 'QuickGuard']],
    ['widex', ['NanoCare']],
    ['phonak', ['CeruShield Disk', 'Cerustop']],
    ['starkey', ['Hear Clear']],
    ['oticon', []],
    ['beltone', []],
    ['gn-hearing', []],
  ])('brand-specific wax guards of %s come after the common ones', (brand, expected) => {
    expect(labels(brandWaxGuardsOf(brand))).toEqual(expected);
    const category = remoteCategories(brand).find((c) => c.key === 'waxGuard');
    expect(labels(category?.options ?? [])).toEqual(['Sans option', 'Bague', 'Montage tube', ...expected]);
  });
});

describe('protective domains (spec 001 §3)', () => {
  it.each([
    ['noise', 'Bruit', ['no-case', 'noise-case'], ['translucent'], ['color', 'options', 'filters']],
    ['sleep', 'Sommeil', ['no-case', 'sleep-case'], ['translucent'], ['color']],
    ['water', 'Eau', ['no-case', 'water-case'], ['translucent', 'blue', 'red'], ['color', 'options']],
  ])('%s', (domain, label, productTypes, colors, categories) => {
    const entry = PROTECTIVE_DOMAINS.find((d) => d.value === domain);
    expect(entry?.label).toBe(label);
    expect(values(entry?.productTypes ?? [])).toEqual(productTypes);
    expect(values(entry?.colors ?? [])).toEqual(colors);
    expect(protectiveCategories(domain).map((c) => c.key)).toEqual(categories);
  });

  it('labels product types, colours, cords and filters in French', () => {
    expect(labels(PRODUCT_TYPES)).toEqual(['Sans étui', 'Avec étui', 'Avec étui', 'Avec étui']);
    const water = protectiveCategories('water');
    expect(labels(water[0]?.options ?? [])).toEqual(['Translucide', 'Bleu', 'Rouge']);
    expect(labels(water[1]?.options ?? [])).toEqual(['Sans cordon', 'Avec cordon']);
    expect(water.map((c) => c.title)).toEqual(['Couleur', 'Cordon']);
    const filters = protectiveCategories('noise')[2];
    expect([filters?.title, ...labels(filters?.options ?? [])]).toEqual([
      'Filtre',
      'Sans filtre',
      'Avec filtre',
    ]);
  });

  it('offers no category before a domain, nor for an unknown type', () => {
    expect(protectiveCategories(undefined)).toEqual([]);
    expect(earCategoriesFor({ type: 'protective' })).toEqual([]);
    expect(earCategoriesFor({})).toEqual([]);
  });
});

describe('patient, shipping and transfer labels', () => {
  it('genders (docs/design.md §5.3) and hearing losses (spec 001 §3)', () => {
    expect(GENDERS.map((g) => [g.value, g.label])).toEqual([
      ['male', 'Homme'],
      ['female', 'Femme'],
      ['other', 'Autre'],
    ]);
    expect(HEARING_LOSSES.map((h) => [h.value, h.label])).toEqual([
      ['N/C', 'N/C'],
      ['mild', 'Faible'],
      ['moderate', 'Moyenne'],
      ['severe', 'Sévère'],
      ['profound', 'Profonde'],
    ]);
  });

  it('shipping modes (spec 001 §9)', () => {
    expect(SHIPPING_METHODS.map((s) => [s.value, s.label])).toEqual([
      ['standard', 'La Poste - 48h/72h'],
      ['express', 'Ciblex - 24h/48h'],
      ['pickup', 'Retrait sur place'],
    ]);
  });

  it('transfer methods (spec 001 §4)', () => {
    expect(TRANSFER_METHODS.map((t) => [t.value, t.label])).toEqual([
      ['files', 'Envoi de fichiers STL'],
      ['octocloud', 'Octocloud'],
      ['natus', 'Natus'],
      ['decrypt', 'Decrypt'],
      ['physical', 'Envoi physique des empreintes'],
      ['already', 'Empreintes déjà envoyées'],
    ]);
  });

  it('additional options and the special marking limit', () => {
    expect(labels(ADDITIONAL_OPTIONS.map((o) => ({ value: o.key, label: o.label })))).toEqual([
      'Repères de couleur',
      "Fil d'extraction",
    ]);
    expect(SPECIAL_MARKING_MAX_LENGTH).toBe(7);
  });
});
