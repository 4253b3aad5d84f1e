import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DraftsPage } from '@/features/drafts/components/drafts-page';
import { useProfile } from '@/lib/profile-query';

// Spec 001 §2 /dashboard/orders/drafts. A preparator has no drafts (DESIGN §4): its dashboard instead.
export const DraftsRoute = () => {
  const { data: profile } = useProfile();
  if (!profile) return <Spinner />;
  if (profile.role === 'preparator') return <Navigate to={paths.preparator} replace />;
  return <DraftsPage />;
};
