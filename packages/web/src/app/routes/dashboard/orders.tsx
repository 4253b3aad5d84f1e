import { PageTitle } from '@/components/layouts/page-title';

// Filled by the ordering and operations issues (spec 001 §2); until then the route shows its title.
export const OrdersRoute = () => <PageTitle title="Mes commandes" />;
