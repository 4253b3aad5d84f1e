import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useProfile } from '@/api/profile';
import { Spinner } from '@/components/ui/spinner';
import { type DashboardRoute, homeOf, mayOpen } from '@/lib/route-access';

/**
 * The dashboard pages' one guard: a page the permission table does not allow this role is replaced
 * by the role's home (history replaced, so the back button does not bounce). It only hides what the
 * role cannot use; the server refuses it anyway.
 */
export const RequireAccess = ({ route, children }: { route: DashboardRoute; children: ReactNode }) => {
  const { data: profile } = useProfile();
  if (!profile) return <Spinner />;
  if (!mayOpen(profile, route)) return <Navigate to={homeOf(profile.role)} replace />;
  return children;
};
