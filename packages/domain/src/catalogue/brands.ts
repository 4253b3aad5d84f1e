import type { CatalogueOption } from './catalogue-types';

// Spec 001 §3 "Brands" and docs/design.md §5.16: the receivers (écouteurs) of every brand, and the
// brand-specific wax guards (pare-cérumen) of Signia, Widex, Phonak and Starkey. The spec gives
// Signia and Oticon in part; the rest comes from docs/catalogue-notes.md (makers' order forms). A lab
// corrects these lists here: values are stored in orders, so add or relabel, never rename a value.
// Values carry the brand's prefix so that a receiver is known without its brand (S of Widex ≠ S of Phonak).

type BrandDefinition = {
  readonly value: string;
  /** The spec's name of the brand. */
  readonly label: string;
  /** The name clinicians know, shown beside the label (docs/catalogue-notes.md: GN Hearing is ReSound). */
  readonly alias?: string;
  readonly speakers: readonly CatalogueOption[];
  readonly waxGuards: readonly CatalogueOption[];
};

const ACRYLIC_ONLY = { material: ['acrylic'] } as const;

export const BRANDS = [
  {
    value: 'signia',
    label: 'Signia',
    speakers: [
      { value: 'signia-s-2.0', label: 'S 2.0' },
      { value: 'signia-m-2.0', label: 'M 2.0' },
      { value: 'signia-p-2.0', label: 'P 2.0' },
      { value: 'signia-s-3.0', label: 'S 3.0' },
      { value: 'signia-m-3.0', label: 'M 3.0' },
      { value: 'signia-p-3.0', label: 'P 3.0' },
      { value: 'signia-hp-3.0', label: 'HP 3.0' },
      { value: 'signia-micro-tube', label: 'µ tube' },
      { value: 'signia-silk', label: 'Silk' },
      // Signia's order form: the receiver moulded into the tip exists in acrylic only.
      { value: 'signia-integrated', label: "Écouteur intégré à l'embout", onlyWhen: ACRYLIC_ONLY },
    ],
    waxGuards: [
      { value: 'signia-nanocare', label: 'nanoCare' },
      // Signia's order form: QuickGuard needs a long canal in acrylic.
      {
        value: 'signia-quickguard',
        label: 'QuickGuard',
        onlyWhen: { material: ['acrylic'], length: ['long'] },
      },
    ],
  },
  {
    value: 'oticon',
    label: 'Oticon',
    speakers: [
      { value: 'oticon-standard', label: 'Standard' },
      { value: 'oticon-medium', label: 'Medium' },
      { value: 'oticon-intiga', label: 'Intiga' },
      { value: 'oticon-alta-60', label: 'Alta 60' },
      { value: 'oticon-alta-85', label: 'Alta 85' },
      { value: 'oticon-alta-100', label: 'Alta 100' },
      { value: 'oticon-minifit-detect', label: 'Minifit Detect' },
      { value: 'oticon-minifit-60', label: 'miniFit 60' },
      { value: 'oticon-minifit-85', label: 'miniFit 85' },
      { value: 'oticon-minifit-100', label: 'miniFit 100' },
      { value: 'oticon-minifit-105', label: 'miniFit 105' },
    ],
    waxGuards: [],
  },
  {
    value: 'beltone',
    label: 'Beltone',
    speakers: [
      { value: 'beltone-lp', label: 'LP' },
      { value: 'beltone-mp', label: 'MP' },
      { value: 'beltone-hp', label: 'HP' },
      { value: 'beltone-up', label: 'UP' },
    ],
    waxGuards: [],
  },
  {
    value: 'widex',
    label: 'Widex',
    speakers: [
      { value: 'widex-s', label: 'S' },
      { value: 'widex-m', label: 'M' },
      { value: 'widex-p', label: 'P' },
      { value: 'widex-hp', label: 'HP' },
      { value: 'widex-v2-m', label: 'V.2 M' },
      { value: 'widex-v2-p', label: 'V.2 P' },
      { value: 'widex-v2-hp', label: 'V.2 HP' },
      { value: 'widex-easywear', label: 'EasyWear' },
    ],
    waxGuards: [{ value: 'widex-nanocare', label: 'NanoCare' }],
  },
  {
    value: 'phonak',
    label: 'Phonak',
    speakers: [
      { value: 'phonak-s', label: 'S' },
      { value: 'phonak-m', label: 'M' },
      { value: 'phonak-p', label: 'P' },
      { value: 'phonak-up', label: 'UP' },
      { value: 'phonak-activevent', label: 'ActiveVent' },
      { value: 'phonak-s-6.0', label: 'S 6.0' },
      { value: 'phonak-m-6.0', label: 'M 6.0' },
      { value: 'phonak-p-6.0', label: 'P 6.0' },
      { value: 'phonak-up-6.0', label: 'UP 6.0' },
    ],
    waxGuards: [
      { value: 'phonak-cerushield-disk', label: 'CeruShield Disk' },
      { value: 'phonak-cerustop', label: 'Cerustop' },
    ],
  },
  {
    value: 'starkey',
    label: 'Starkey',
    speakers: [
      { value: 'starkey-40', label: '40' },
      { value: 'starkey-50', label: '50' },
      { value: 'starkey-60', label: '60' },
    ],
    waxGuards: [{ value: 'starkey-hear-clear', label: 'Hear Clear' }],
  },
  {
    value: 'gn-hearing',
    label: 'GN Hearing',
    alias: 'ReSound',
    speakers: [
      { value: 'gn-hearing-lp', label: 'LP' },
      { value: 'gn-hearing-mp', label: 'MP' },
      { value: 'gn-hearing-hp', label: 'HP' },
      { value: 'gn-hearing-up', label: 'UP' },
      { value: 'gn-hearing-m-rie', label: 'M&RIE' },
    ],
    waxGuards: [],
  },
] as const satisfies readonly BrandDefinition[];
