import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PreparatorDashboard } from '@/features/orders/components/preparator-dashboard';
import { useProfile } from '@/lib/profile-query';

// Spec 001 §2 /dashboard/preparator. Another role gets its own list: the server would only show it
// its establishment's orders anyway, under a title that would not be true.
export const PreparatorRoute = () => {
  const { data: profile } = useProfile();
  if (!profile) return <Spinner />;
  if (profile.role !== 'preparator') return <Navigate to={paths.orders} replace />;
  return <PreparatorDashboard />;
};
