import { OrdersRoute } from './orders';

// Spec 000 §2: /dashboard is the establishments' order list ('Mes commandes'); the route guard sends
// a preparator to its own home, /dashboard/preparator.
export const DashboardHomeRoute = () => <OrdersRoute />;
