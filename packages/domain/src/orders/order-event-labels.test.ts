import { describe, expect, it } from 'vitest';
import { ORDER_EVENT_LABELS, orderEventTitle, orderEventValueLabel } from './order-event-labels';
import { ORDER_EVENT_KINDS } from './order-events';

describe('order event labels', () => {
  it('names every kind', () => {
    for (const kind of ORDER_EVENT_KINDS) expect(ORDER_EVENT_LABELS[kind]).toMatch(/^\p{Lu}/u);
  });

  it.each([
    [{ kind: 'status_changed', from: 'registered', to: 'in_progress' }, 'Statut modifié'],
    [{ kind: 'status_changed', from: 'shipped', to: 'shipped' }, 'Expédition modifiée'],
    [{ kind: 'validated', from: 'draft', to: 'registered' }, 'Commande validée'],
    [{ kind: 'stl_file_added', from: null, to: 'gauche.stl' }, 'Fichier ajouté'],
    [{ kind: 'invoiced', from: null, to: 'F-2026-00001' }, 'Commande facturée'],
    [
      { kind: 'impression_requested', from: 'left,right', to: 'deformed' },
      'Nouvelle empreinte demandée : oreilles gauche et droite',
    ],
    [
      { kind: 'impression_requested', from: 'left', to: 'other' },
      'Nouvelle empreinte demandée : oreille gauche',
    ],
    [{ kind: 'impression_sent', from: null, to: 'g.stl' }, 'Nouvelle empreinte envoyée au laboratoire'],
    [{ kind: 'production_step_reached', from: 'Impression', to: 'Finition' }, 'Étape de fabrication'],
    [{ kind: 'quality_control_failed', from: 'Évent', to: 'Évent bouché' }, 'Contrôle qualité non conforme'],
    [{ kind: 'quality_control_passed', from: null, to: null }, 'Contrôle qualité validé'],
  ] as const)('%o is titled %j', (event, title) => {
    expect(orderEventTitle(event)).toBe(title);
  });

  it.each([
    ['status_changed', 'in_progress', 'En cours de fabrication'],
    ['status_changed', 'ready_pickup', 'Prête à être récupérée'],
    ['validated', 'draft', 'Brouillon'],
    ['shipping_method_changed', 'express', 'Express'],
    ['shipping_method_changed', 'pickup', 'Retrait sur place'],
    ['stl_file_removed', 'droite.stl', 'droite.stl'],
    ['invoiced', 'F-2026-00001', 'F-2026-00001'],
    ['status_changed', null, null],
    ['content_changed', '', null],
    ['status_changed', 'awaiting_impression', "En attente d'empreinte"],
    ['impression_requested', 'wrong_ear', 'Mauvaise oreille'],
    ['impression_requested', 'left', null],
  ] as const)('%s %j reads %j', (kind, value, label) => {
    expect(orderEventValueLabel(kind, value)).toBe(label);
  });
});
