import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile-query';
import { OrdersRoute } from './orders';

// Spec 000 §2: a preparator's home is /dashboard/preparator; every other role lands on its order list.
export const DashboardHomeRoute = () => {
  const { data: profile } = useProfile();
  if (!profile) return <Spinner />;
  if (profile.role === 'preparator') return <Navigate to={paths.preparator} replace />;
  return <OrdersRoute />;
};
