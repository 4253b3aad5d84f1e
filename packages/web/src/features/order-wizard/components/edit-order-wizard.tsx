import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useOrder } from '../api/get-order';
import { WIZARD_MESSAGES } from '../wizard-messages';
import { wizardStateFromOrder } from '../wizard-state';
import { OrderWizard } from './order-wizard';

const TITLE = 'Modifier la commande';
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /dashboard/orders/{id}/edit: loads the draft and opens it at its furthest completed step (spec 001 §2). */
export const EditOrderWizard = ({ orderId }: { orderId: string }) => {
  const order = useOrder(orderId);
  const notFound = order.isError && isNotFound(order.error);

  // Spec 001 §8: toasts 'Brouillon introuvable' (then back to the drafts) or 'Impossible de charger le brouillon'.
  useEffect(() => {
    if (!order.isError) return;
    toast.error(WIZARD_MESSAGES.errorTitle, {
      description: isNotFound(order.error) ? WIZARD_MESSAGES.draftNotFound : WIZARD_MESSAGES.draftLoadFailed,
    });
  }, [order.isError, order.error]);

  if (notFound) return <Navigate to={paths.drafts} replace />;
  if (order.isError) {
    return (
      <>
        <PageTitle title={TITLE} />
        <Alert variant="destructive">{WIZARD_MESSAGES.draftLoadFailed}</Alert>
      </>
    );
  }
  if (!order.data) {
    return (
      <>
        <PageTitle title={TITLE} />
        <Spinner label="Chargement du brouillon…" />
      </>
    );
  }
  const data = order.data;
  return <OrderWizard key={data.id} title={TITLE} initial={() => wizardStateFromOrder(data)} />;
};
