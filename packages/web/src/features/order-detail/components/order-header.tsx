import type { OrderView } from '@conque/domain/orders/api-types';
import { productionLabelOf } from '@conque/domain/production/production-state';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { ArrowLeftIcon, FileTextIcon, PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenOrderPdf } from '@/api/signed-links';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { RemakeBadge } from '@/components/orders/remake-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { fullName } from '../formatting';

type OrderHeaderProps = {
  order: OrderView;
  editAction: 'edit' | 'resume' | null;
  back: { to: string; label: string };
  /** More actions beside PDF and edit: the preparator's dialogs, composed by the route. */
  actions?: ReactNode;
};

/** Spec 001 §2 "Header with status and invoice badge", the PDF and the way to edit. */
export const OrderHeader = ({ order, editAction, back, actions }: OrderHeaderProps) => {
  const pdf = useOpenOrderPdf();
  const pdfUrl = order.pdf_url;
  return (
    <header className="mb-6 grid gap-4">
      <Link
        to={back.to}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="break-words text-2xl font-semibold tracking-tight">
            {fullName(order.patient_first_name, order.patient_last_name) || 'Patient sans nom'}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{order.order_number ? `Commande n° ${order.order_number}` : 'Brouillon sans numéro'}</span>
            <OrderStatusBadge
              status={order.status}
              label={productionLabelOf(order.status, order.production)}
            />
            {order.remake ? <RemakeBadge reason={order.remake.reason} /> : null}
            {order.invoice ? (
              <Badge variant="outline" className="border-transparent bg-violet-100 text-violet-900">
                Facturée · {order.invoice.number}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">Créée le {formatParisDateTime(order.created_at)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {pdfUrl ? (
            <Button
              type="button"
              variant="outline"
              disabled={pdf.pendingOrderId === order.id}
              onClick={() => pdf.open(order.id, pdfUrl)}
            >
              {pdf.pendingOrderId === order.id ? (
                <Spinner label="Ouverture du PDF…" />
              ) : (
                <FileTextIcon aria-hidden />
              )}
              PDF
            </Button>
          ) : null}
          {editAction ? (
            <Button asChild>
              <Link to={paths.editOrder(order.id)}>
                <PencilIcon aria-hidden />
                {editAction === 'resume' ? 'Reprendre le brouillon' : 'Modifier'}
              </Link>
            </Button>
          ) : null}
          {actions}
        </div>
      </div>
    </header>
  );
};
