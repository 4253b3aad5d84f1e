import { describe, expect, it } from 'vitest';
import {
  createDraftOrderSchema,
  orderUpdatesSchema,
  registeredOrderSchema,
  updateOrderSchema,
} from './order-schemas';
import { COMPLETE_CLASSIC_EAR, classic, remote } from './test-fixtures';

const ADDRESS_ID = '6f1c2a52-8d3f-4c55-9a39-0c0d3f1c9b10';
const ORDER_ID = '0b8c0b8e-9d44-4b8e-8f2a-2c1f7d8e9a01';
const FILE = {
  name: 'oreille-gauche.stl',
  path: 'est-1/order-1/oreille-gauche-1767225600000.stl',
  size: 1_234_567,
  type: 'model/stl',
  uploadedAt: '2026-01-01T00:00:00.000Z',
};

const REGISTERED = {
  patient_first_name: 'Jean',
  patient_last_name: 'Dupont',
  patient_gender: 'male',
  patient_hearing_loss: 'moderate',
  details: classic(),
  shipping_method: 'standard',
  shipping_address: ADDRESS_ID,
  transfer_method: 'files',
  comment: '',
  stl_files: [FILE],
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []));

describe('create_draft_order (drafts may be incomplete)', () => {
  it('accepts an empty draft, hearing loss N/C by default', () => {
    expect(createDraftOrderSchema.parse({})).toEqual({ patient_hearing_loss: 'N/C' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['only names', { patient_first_name: 'Jean', patient_last_name: '' }],
    ['a type without brand', { details: { type: 'remote' } }],
    ['half an ear', { details: { type: 'classic', left: { shape: 'concha' } } }],
    ['an empty details object', { details: {} }],
    ['explicit draft status', { status: 'draft' }],
    ['pickup without address', { shipping_method: 'pickup', shipping_address: null }],
    ['files', { transfer_method: 'files', stl_files: [FILE] }],
  ])('accepts %s', (_name, input) => {
    expect(createDraftOrderSchema.safeParse(input).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown shape', { details: { type: 'classic', left: { shape: 'cube' } } }, 'details.left.shape'],
    ['an unknown type', { details: { type: 'cube' } }, 'details.type'],
    [
      'a marking of 8',
      { details: { type: 'classic', left: { specialMarking: 'ABCDEFGH' } } },
      'details.left.specialMarking',
    ],
    [
      'a vent of 0,5 mm',
      { details: { type: 'classic', left: { ventDimension: 0.5 } } },
      'details.left.ventDimension',
    ],
    [
      'two cords',
      { details: { type: 'protective', left: { options: ['no-cord', 'with-cord'] } } },
      'details.left.options',
    ],
    ['an unknown gender', { patient_gender: 'x' }, 'patient_gender'],
    ['an address that is not an id', { shipping_address: '12 rue de la Paix' }, 'shipping_address'],
    ['a registered status', { status: 'registered' }, 'status'],
    ['the establishment', { establishment_id: ADDRESS_ID }, ''],
    ['a file of 101 MB', { stl_files: [{ ...FILE, size: 101 * 1024 * 1024 }] }, 'stl_files.0.size'],
  ])('refuses %s', (_name, input, path) => {
    const result = createDraftOrderSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issues(result).map(([p]) => p)).toContain(path);
  });

  it('drops keys of another type and client-sent prices', () => {
    const parsed = createDraftOrderSchema.parse({
      details: { type: 'classic', brand: 'signia', domain: 'noise', prices: { totalTTC: 1 }, left: {} },
    });
    expect(parsed.details).toEqual({ type: 'classic', left: {} });
  });

  it('trims names and the marking', () => {
    const parsed = createDraftOrderSchema.parse({
      patient_first_name: '  Jean ',
      details: { type: 'classic', left: { specialMarking: ' AB12 ' } },
    });
    expect(parsed.patient_first_name).toBe('Jean');
    expect(parsed.details).toEqual({ type: 'classic', left: { specialMarking: 'AB12' } });
  });
});

describe('update-order', () => {
  it('changes only what is sent (no default fills in)', () => {
    expect(orderUpdatesSchema.parse({ comment: 'Urgent' })).toEqual({ comment: 'Urgent' });
  });

  it('takes an order id and updates', () => {
    expect(
      updateOrderSchema.safeParse({ orderId: ORDER_ID, updates: { status: 'registered' } }).success,
    ).toBe(true);
    expect(updateOrderSchema.safeParse({ orderId: 'abc', updates: {} }).success).toBe(false);
    expect(updateOrderSchema.safeParse({ orderId: ORDER_ID, updates: { status: 'shipped' } }).success).toBe(
      false,
    );
    expect(updateOrderSchema.safeParse({ orderId: ORDER_ID, updates: { tracking_url: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('an order to register (spec 001 §5)', () => {
  it('accepts a complete order, with the address id or its snapshot', () => {
    expect(issues(registeredOrderSchema.safeParse(REGISTERED))).toEqual([]);
    const snapshot = {
      id: ADDRESS_ID,
      name: 'Cabinet',
      street_address: '1 rue A',
      postal_code: '75001',
      city: 'Paris',
    };
    expect(issues(registeredOrderSchema.safeParse({ ...REGISTERED, shipping_address: snapshot }))).toEqual(
      [],
    );
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a blank name', { patient_last_name: ' ' }, [['patient_last_name', 'Ce champ est obligatoire']]],
    ['no gender', { patient_gender: null }, [['patient_gender', 'Ce champ est obligatoire']]],
    [
      'an incomplete ear',
      { details: classic({ right: { ...COMPLETE_CLASSIC_EAR, finish: undefined } }) },
      [
        [
          'details',
          'Veuillez remplir toutes les options pour chaque oreille sélectionnée avant de continuer.',
        ],
      ],
    ],
    ['no brand', { details: remote({ brand: undefined }) }, [['details.brand', 'Sélectionnez une marque']]],
    [
      'no domain',
      { details: { type: 'protective', left: { color: 'translucent' } } },
      [['details.domain', 'Sélectionnez un domaine']],
    ],
    [
      'no address',
      { shipping_address: null },
      [['shipping_address', 'Veuillez sélectionner une adresse de livraison']],
    ],
    [
      'no transfer method',
      { transfer_method: null },
      [['transfer_method', 'Veuillez sélectionner une méthode de transfert des empreintes valide']],
    ],
    [
      'files method without files',
      { stl_files: [] },
      [['transfer_method', 'Veuillez sélectionner une méthode de transfert des empreintes valide']],
    ],
    [
      'address and transfer, in the spec order',
      { shipping_address: undefined, transfer_method: 'decrypt', stl_files: [] },
      [
        ['shipping_address', 'Veuillez sélectionner une adresse de livraison'],
        ['transfer_method', 'Veuillez sélectionner une méthode de transfert des empreintes valide'],
      ],
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(issues(registeredOrderSchema.safeParse({ ...REGISTERED, ...change }))).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['pickup without an address', { shipping_method: 'pickup', shipping_address: null }],
    ['impressions sent by post', { transfer_method: 'physical', stl_files: [] }],
    ['hearing loss left out (N/C)', { patient_hearing_loss: undefined }],
  ])('accepts %s', (_name, change) => {
    expect(issues(registeredOrderSchema.safeParse({ ...REGISTERED, ...change }))).toEqual([]);
  });
});
