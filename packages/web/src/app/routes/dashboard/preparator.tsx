import { PreparatorDashboard } from '@/features/orders/components/preparator-dashboard';

// Spec 001 §2 /dashboard/preparator. The route guard sends another role to its home, the order list
// of its establishment: the server would only show it those orders anyway, under an untrue title.
export const PreparatorRoute = () => <PreparatorDashboard />;
