import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../orders/details-schema';
import {
  COMPLETE_CLASSIC_EAR,
  COMPLETE_REMOTE_EAR,
  classic,
  protective,
  remote,
} from '../orders/test-fixtures';
import { computeOrderPrices, type PriceOptions } from './compute-order-prices';

type Shipping = 'standard' | 'express' | 'pickup' | null;
type Line = [label: string, ear: 'left' | 'right' | null, quantity: number, totalPrice: number];
type Totals = [
  productsHT: number,
  tvaProduits: number,
  shippingHT: number,
  tvaShipping: number,
  totalTTC: number,
];

const lines = (items: { label: string; ear: string | null; quantity: number; totalPrice: number }[]) =>
  items.map((item) => [item.label, item.ear, item.quantity, item.totalPrice]);

const ALL_EXTRAS = {
  additionalOptions: { colorMarks: true, extractionString: true },
  specialMarking: 'JD26',
} as const;

describe('computeOrderPrices (docs/design.md §5.8, spec 001 §9)', () => {
  it.each<[string, OrderDetails, Shipping, PriceOptions, Line[], Totals]>([
    [
      'classic, one ear, standard',
      classic(),
      'standard',
      {},
      [['Embout classique', 'left', 1, 3800]],
      [3800, 209, 800, 160, 4969],
    ],
    [
      'classic, both ears, express',
      classic({ right: COMPLETE_CLASSIC_EAR }),
      'express',
      {},
      [
        ['Embout classique', 'left', 1, 3800],
        ['Embout classique', 'right', 1, 3800],
      ],
      [7600, 418, 2200, 440, 10658],
    ],
    [
      'classic with every option, pickup',
      classic({ left: { ...COMPLETE_CLASSIC_EAR, cord: 'with-cord', ...ALL_EXTRAS } }),
      'pickup',
      {},
      [
        ['Embout classique', 'left', 1, 3800],
        ['Cordon', 'left', 1, 400],
        ["Fil d'extraction", 'left', 1, 300],
        ['Repères de couleur', 'left', 1, 150],
        ['Marquage spécial', 'left', 1, 200],
      ],
      [4850, 267, 0, 0, 5117],
    ],
    [
      'remote, one ear (247,5 → 248), standard',
      remote(),
      'standard',
      {},
      [['Embout pour écouteur déporté', 'right', 1, 4500]],
      [4500, 248, 800, 160, 5708],
    ],
    [
      'remote with every option on both ears, express',
      remote({
        left: { ...COMPLETE_REMOTE_EAR, ...ALL_EXTRAS },
        right: { ...COMPLETE_REMOTE_EAR, ...ALL_EXTRAS },
      }),
      'express',
      {},
      [
        ['Embout pour écouteur déporté', 'left', 1, 4500],
        ["Fil d'extraction", 'left', 1, 300],
        ['Repères de couleur', 'left', 1, 150],
        ['Marquage spécial', 'left', 1, 200],
        ['Embout pour écouteur déporté', 'right', 1, 4500],
        ["Fil d'extraction", 'right', 1, 300],
        ['Repères de couleur', 'right', 1, 150],
        ['Marquage spécial', 'right', 1, 200],
      ],
      [10300, 567, 2200, 440, 13507],
    ],
    [
      'noise, filters, a cord on one ear, with its case, standard',
      protective(
        'noise',
        { color: 'translucent', filters: ['with-filter'] },
        {
          productType: 'noise-case',
          left: { color: 'translucent', filters: ['with-filter'], options: ['with-cord'] },
        },
      ),
      'standard',
      {},
      [
        ['Protection auditive (Bruit)', 'left', 1, 7900],
        ['Cordon', 'left', 1, 400],
        ['Filtre', 'left', 1, 2500],
        ['Protection auditive (Bruit)', 'right', 1, 7900],
        ['Filtre', 'right', 1, 2500],
        ['Étui', null, 1, 800],
      ],
      [22000, 1210, 800, 160, 24170],
    ],
    [
      'noise without filter nor cord',
      protective('noise', { color: 'translucent', filters: ['no-filter'], options: ['no-cord'] }),
      'standard',
      {},
      [
        ['Protection auditive (Bruit)', 'left', 1, 7900],
        ['Protection auditive (Bruit)', 'right', 1, 7900],
      ],
      [15800, 869, 800, 160, 17629],
    ],
    [
      'sleep, one ear, its case (368,5 → 369), pickup',
      protective('sleep', { color: 'translucent' }, { productType: 'sleep-case', right: undefined }),
      'pickup',
      {},
      [
        ['Protection auditive (Sommeil)', 'left', 1, 5900],
        ['Étui', null, 1, 800],
      ],
      [6700, 369, 0, 0, 7069],
    ],
    [
      'water, cords on both ears, no case, express',
      protective('water', { color: 'blue', options: ['with-cord'] }),
      'express',
      {},
      [
        ['Protection auditive (Eau)', 'left', 1, 4900],
        ['Cordon', 'left', 1, 400],
        ['Protection auditive (Eau)', 'right', 1, 4900],
        ['Cordon', 'right', 1, 400],
      ],
      [10600, 583, 2200, 440, 13823],
    ],
    [
      'a filter the water domain does not offer is not billed',
      protective(
        'water',
        { color: 'red', options: ['no-cord'], filters: ['with-filter'] },
        { right: undefined },
      ),
      'pickup',
      {},
      [['Protection auditive (Eau)', 'left', 1, 4900]],
      [4900, 270, 0, 0, 5170],
    ],
    [
      'Natus, 3 files',
      classic(),
      'standard',
      { transferMethod: 'natus', transferFileCount: 3 },
      [
        ['Embout classique', 'left', 1, 3800],
        ['Frais de transfert Natus', null, 3, 450],
      ],
      [4250, 234, 800, 160, 5444],
    ],
    [
      'Decrypt, 1 file (extraction string: 4 250 → 233,75)',
      classic({ left: { ...COMPLETE_CLASSIC_EAR, additionalOptions: { extractionString: true } } }),
      'pickup',
      { transferMethod: 'decrypt', transferFileCount: 1 },
      [
        ['Embout classique', 'left', 1, 3800],
        ["Fil d'extraction", 'left', 1, 300],
        ['Frais de transfert Decrypt', null, 1, 150],
      ],
      [4250, 234, 0, 0, 4484],
    ],
  ])('%s', (_name, details, shipping, options, expectedLines, totals) => {
    const prices = computeOrderPrices(details, shipping, options);
    expect(lines(prices.items)).toEqual(expectedLines);
    expect([
      prices.productsHT,
      prices.tvaProduits,
      prices.shippingHT,
      prices.tvaShipping,
      prices.totalTTC,
    ]).toEqual(totals);
  });
});
