import type { OrderView } from '@conque/domain/orders/api-types';
import { REMAKE_REASON_LABELS } from '@conque/domain/orders/remakes';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { REMAKE_UI } from '../remake-messages';

/**
 * On a remake, the order it remakes, the reason and whether the warranty made it
 * free; on an original, its remakes. Nothing for an order that is neither.
 */
export const RemakeLinks = ({ order }: { order: OrderView }) => {
  const { remake, remakes } = order;
  if (!remake && remakes.length === 0) return null;
  return (
    <section
      aria-label="Refabrication"
      className="mb-4 grid gap-2 rounded-lg border border-orange-200 bg-orange-50 p-4 text-sm text-orange-950"
    >
      {remake ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <WrenchIcon aria-hidden className="size-4" />
          <span>{REMAKE_UI.remakeOf}</span>
          <Link to={paths.order(remake.order_id)} className="font-medium underline underline-offset-4">
            n° {remake.order_number ?? '—'}
          </Link>
          <span>
            · Motif : {REMAKE_REASON_LABELS[remake.reason]}
            {remake.comment ? ` — ${remake.comment}` : ''}
          </span>
          <span className="font-medium">· {remake.free ? REMAKE_UI.free : REMAKE_UI.paid}</span>
        </div>
      ) : null}
      {remakes.length > 0 ? (
        <div className="grid gap-1">
          <span className="flex items-center gap-2 font-medium">
            <WrenchIcon aria-hidden className="size-4" />
            {REMAKE_UI.remakes}
          </span>
          <ul className="grid gap-1 pl-6">
            {remakes.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                <Link to={paths.order(item.id)} className="font-medium underline underline-offset-4">
                  {item.order_number ? `n° ${item.order_number}` : 'Brouillon'}
                </Link>
                <span>
                  {REMAKE_REASON_LABELS[item.reason]}, le {formatParisDate(new Date(item.created_at))}
                  {item.free ? ` · ${REMAKE_UI.free}` : ''}
                </span>
                <OrderStatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
};
