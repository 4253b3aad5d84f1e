import type { OrderView } from '@conque/domain/orders/api-types';
import type { Role } from '@conque/domain/permissions/roles';
import type { ReactNode } from 'react';
import { useMeshCheckRefetch } from '@/api/mesh-check-refetch';
import { isOrderNotFound, useOrderDetail } from '@/api/order-detail';
import { useProfile } from '@/api/profile';
import { mayReorder, useReorder } from '@/api/reorder';
import { PageTitle } from '@/components/layouts/page-title';
import { PriceTable } from '@/components/orders/price-table';
import { ReorderButton } from '@/components/orders/reorder-button';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DETAIL_MESSAGES } from '../detail-messages';
import { editActionOf } from '../order-actions';
import { DeliveryCard } from './delivery-card';
import { DetailCard } from './detail-card';
import { FilesCard } from './files-card';
import { OrderHeader } from './order-header';
import { OrderNotFound } from './order-not-found';
import { PartiesCard } from './parties-card';
import { PatientCard } from './patient-card';
import { TipDetails } from './tip-details';

// Where "back" leads: a preparator's orders are on its dashboard, the others' in 'Mes commandes'.
const backLinkOf = (role: Role | undefined, draft: boolean) => {
  if (role === 'preparator') return { to: paths.preparator, label: 'Tableau de bord' };
  return draft ? { to: paths.drafts, label: 'Mes brouillons' } : { to: paths.orders, label: 'Mes commandes' };
};

/** What other features add to the page, composed by the route (features never import each other). */
export type OrderDetailExtras = (
  order: OrderView,
  role: Role | undefined,
) => {
  /** Buttons of the header: the preparator's status and delivery dialogs. */
  actions?: ReactNode;
  /** Above the details: a remake's link to its original, an original's remakes. */
  banner?: ReactNode;
  /** Sections under the details: the history and the comment thread (anchor #commentaires). */
  sections?: ReactNode;
};

const loadErrorMessage = (error: Error) => (isOrderNotFound(error) ? null : DETAIL_MESSAGES.loadFailed);

type OrderDetailPageProps = { orderId: string; extras?: OrderDetailExtras };

/** /dashboard/orders/{id} (spec 001 §2 "Order detail"): two columns from 1024 px, one below. */
export const OrderDetailPage = ({ orderId, extras }: OrderDetailPageProps) => {
  // Spec 001 §8 'Erreur' / 'Impossible de charger la commande'; a hidden or unknown order is not a
  // failure, the page says so itself.
  // Asked again while a file's scan check is on its way.
  const refetchInterval = useMeshCheckRefetch();
  const order = useOrderDetail(orderId, { meta: { errorMessage: loadErrorMessage }, refetchInterval });
  const profile = useProfile().data;
  const reorder = useReorder();
  const failed = order.isError && !isOrderNotFound(order.error);

  if (order.isError && !failed) return <OrderNotFound back={backLinkOf(profile?.role, false)} />;
  if (failed) {
    return (
      <>
        <PageTitle title="Commande" />
        <Alert variant="destructive">{DETAIL_MESSAGES.loadFailed}</Alert>
      </>
    );
  }
  if (!order.data) return <Spinner label="Chargement de la commande…" />;

  const data = order.data;
  const prices = data.details?.prices;
  const added = extras?.(data, profile?.role) ?? {};
  const actor = profile && { id: profile.id, role: profile.role, establishmentId: profile.establishment_id };
  const reorderable = mayReorder(actor, { status: data.status, establishmentId: data.establishment_id });
  return (
    <article aria-label={`Commande de ${data.patient_first_name} ${data.patient_last_name}`.trim()}>
      <OrderHeader
        order={data}
        editAction={editActionOf(profile, data)}
        back={backLinkOf(profile?.role, data.status === 'draft')}
        actions={
          <>
            {reorderable ? <ReorderButton orderId={data.id} reorder={reorder} /> : null}
            {added.actions}
          </>
        }
      />
      {added.banner}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <div className="grid grid-cols-1 gap-4">
          <PatientCard order={data} />
          <TipDetails details={data.details} />
        </div>
        <div className="grid grid-cols-1 gap-4">
          {profile?.role === 'preparator' ? <PartiesCard order={data} /> : null}
          <DeliveryCard order={data} />
          {prices ? (
            <Card>
              <CardContent className="pt-6">
                <PriceTable prices={prices} />
              </CardContent>
            </Card>
          ) : (
            <DetailCard title="Prix">
              <p className="text-sm text-muted-foreground">Le prix sera calculé avec la commande.</p>
            </DetailCard>
          )}
          <FilesCard order={data} />
        </div>
      </div>
      {added.sections ? <div className="mt-6 grid grid-cols-1 gap-6">{added.sections}</div> : null}
    </article>
  );
};
