import { OrdersPage } from '@/features/orders/components/orders-page';

// Spec 001 §2 /dashboard/orders 'Mes commandes' (also /dashboard for every role but preparator).
export const OrdersRoute = () => <OrdersPage />;
