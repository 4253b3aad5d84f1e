import { describe, expect, it } from 'vitest';
import { flowErrorMessage, flowStatusJson } from './flow-status';

describe('a flow’s status as the invoices pages show it (decision 146)', () => {
  it.each([
    [
      'invoice',
      [{ level: 'Error', item: 'BT-48', reasonCode: 'IRR_SYNTAX', reasonMessage: 'TVA acheteur absente' }],
      'La plateforme a refusé cette facture : « IRR_SYNTAX — TVA acheteur absente (BT-48) » : corrigez par un avoir puis une nouvelle facture.',
    ],
    [
      'credit_note',
      [
        { reasonCode: 'EmptyFlow', reasonMessage: '' },
        { reasonCode: '422', reasonMessage: 'Empreinte SHA-256 différente' },
      ],
      'La plateforme a refusé cet avoir : « EmptyFlow ; 422 — Empreinte SHA-256 différente » : émettez un nouvel avoir corrigé.',
    ],
    [
      'invoice',
      null,
      'La plateforme a refusé cette facture : « sans motif » : corrigez par un avoir puis une nouvelle facture.',
    ],
  ] as const)('%s refused: %j', (kind, reasons, expected) => {
    expect(flowErrorMessage(kind, reasons)).toBe(expected);
  });

  it('a message for an Error only; nothing when never queued', () => {
    expect(flowStatusJson('invoice', { state: 'ok', reasons: null })).toEqual({
      state: 'ok',
      label: 'Acceptée par la plateforme',
      message: null,
    });
    expect(flowStatusJson('invoice', null)).toBeNull();
  });
});
