import { describe, expect, it } from 'vitest';
import { keepsShipmentInfo, ORDER_STATUS_LABELS, ORDER_STATUSES, preparatorStatusChoices } from './statuses';

describe('order statuses (spec 001 §4)', () => {
  it('labels every status in French', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Brouillon',
      'Enregistrée',
      'En cours de fabrication',
      "En attente d'empreinte",
      'Expédiée',
      'Prête à être récupérée',
      'Annulée',
    ]);
  });

  it.each([
    ['standard', ['registered', 'in_progress', 'shipped', 'cancelled']],
    ['express', ['registered', 'in_progress', 'shipped', 'cancelled']],
    ['pickup', ['registered', 'in_progress', 'ready_pickup', 'cancelled']],
  ])('a preparator picks among these for a %s order', (method, choices) => {
    expect(preparatorStatusChoices(method)).toEqual(choices);
  });

  it.each(ORDER_STATUSES.map((status) => [status, status === 'shipped'] as const))(
    '%s keeps the tracking link: %s',
    (status, keeps) => {
      expect(keepsShipmentInfo(status)).toBe(keeps);
    },
  );
});
