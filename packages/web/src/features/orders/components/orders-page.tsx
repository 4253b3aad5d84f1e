import { can } from '@conque/domain/permissions/can';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useProfile } from '@/api/profile';
import { PageTitle } from '@/components/layouts/page-title';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOrdersList } from '../hooks/use-orders-list';
import { ExportOrdersButton } from './export-orders-button';
import { OrdersList } from './orders-list';

/** Spec 001 §2 'Mes commandes': the establishment's orders, never drafts. */
export const OrdersPage = () => {
  const list = useOrdersList();
  const { data: profile } = useProfile();
  // docs/design.md §4: only those who may create a draft get the button (not the viewer, not a preparator).
  const mayCreate =
    profile !== undefined &&
    can(
      { id: profile.id, role: profile.role, establishmentId: profile.establishment_id },
      'orders.create_draft',
    );
  return (
    <>
      <PageTitle
        title="Mes commandes"
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportOrdersButton list={list} />
            {mayCreate ? (
              <Button asChild>
                <Link to={paths.newOrder}>
                  <PlusIcon aria-hidden />
                  Nouvelle commande
                </Link>
              </Button>
            ) : null}
          </div>
        }
      />
      <OrdersList list={list} variant="establishment" />
    </>
  );
};
