import { REMAKE_REASON_LABELS, type RemakeOf } from '@conque/domain/orders/remakes';
import { WrenchIcon } from 'lucide-react';

/**
 * The wizard on a remake says what it is, why, and what it costs; the impressions
 * copied from the original may be replaced at the "Livraison" step.
 */
export const RemakeNotice = ({ remake }: { remake: RemakeOf }) => (
  <div
    role="note"
    className="mb-4 flex gap-2 rounded-lg border border-orange-200 bg-orange-50 p-4 text-sm text-orange-950"
  >
    <WrenchIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
    <p>
      Motif : {REMAKE_REASON_LABELS[remake.reason]}
      {remake.comment ? ` — ${remake.comment}` : ''}.{' '}
      {remake.free ? 'Sans frais : refabrication sous garantie.' : 'Facturée au tarif en vigueur.'} Les
      empreintes de la commande d'origine sont jointes ; vous pouvez les remplacer à l'étape « Livraison ».
    </p>
  </div>
);
