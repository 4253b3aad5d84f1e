import type { OrderView } from '@conque/domain/orders/api-types';
import { can } from '@conque/domain/permissions/can';
import { Link, Navigate } from 'react-router';
import { useOrderDetail } from '@/api/order-detail';
import { useProfile } from '@/api/profile';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { WIZARD_MESSAGES } from '../wizard-messages';
import { wizardStateFromOrder } from '../wizard-state';
import { OrderWizard } from './order-wizard';
import { RemakeNotice } from './remake-notice';

const TITLE = 'Modifier la commande';
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

// Spec 001 §8: toasts 'Brouillon introuvable' (then back to the drafts) or 'Impossible de charger le brouillon'.
const loadErrorMessage = (error: Error) =>
  isNotFound(error) ? WIZARD_MESSAGES.draftNotFound : WIZARD_MESSAGES.draftLoadFailed;

const titleOf = (order: OrderView) => {
  if (order.remake && order.status === 'draft')
    return `Refabrication de la commande ${order.remake.order_number ?? ''}`.trim();
  return order.order_number ? `${TITLE} ${order.order_number}` : TITLE;
};

/**
 * /dashboard/orders/{id}/edit: loads a draft, or a registered un-invoiced order (docs/design.md §5.7), and
 * opens it at its furthest completed step (spec 001 §2). Whoever may not edit it (a viewer, a
 * colleague's order for a user, an order in production or invoiced) is told so instead of a wizard
 * whose saves the server would refuse.
 */
export const EditOrderWizard = ({ orderId }: { orderId: string }) => {
  const order = useOrderDetail(orderId, {
    meta: { errorMessage: loadErrorMessage },
    // A 404 will not turn into a draft by asking again.
    retry: false,
    // The wizard copies the draft once; refetching behind it would not change what it shows.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const profile = useProfile();
  const notFound = order.isError && isNotFound(order.error);

  if (notFound) return <Navigate to={paths.drafts} replace />;
  if (order.isError) {
    return (
      <>
        <PageTitle title={TITLE} />
        <Alert variant="destructive">{WIZARD_MESSAGES.draftLoadFailed}</Alert>
      </>
    );
  }
  if (!order.data || !profile.data) {
    return (
      <>
        <PageTitle title={TITLE} />
        <Spinner label="Chargement de la commande…" />
      </>
    );
  }
  const data = order.data;
  const editable = can(
    { id: profile.data.id, role: profile.data.role, establishmentId: profile.data.establishment_id },
    'orders.edit',
    {
      establishmentId: data.establishment_id,
      createdBy: data.created_by,
      status: data.status,
      invoiced: data.invoice !== null,
    },
  );
  if (!editable) {
    return (
      <>
        <PageTitle title={titleOf(data)} />
        <Alert variant="destructive" className="flex-col">
          <span>{WIZARD_MESSAGES.notEditable}</span>
          <Link to={paths.order(data.id)} className="font-medium underline underline-offset-4">
            Voir la commande
          </Link>
        </Alert>
      </>
    );
  }
  return (
    <OrderWizard
      key={data.id}
      title={titleOf(data)}
      notice={data.remake ? <RemakeNotice remake={data.remake} /> : null}
      initial={() => wizardStateFromOrder(data)}
    />
  );
};
