import { Navigate, Outlet } from 'react-router';
import { useLiveUpdates } from '@/api/live/use-live-updates';
import { useProfile } from '@/api/profile';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { paths } from '@/config/paths';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { ProfileUnavailable } from '@/features/dashboard/components/profile-unavailable';
import { OnboardingDialogs } from '@/features/onboarding/components/onboarding-dialogs';
import { isSecondFactorRefusal } from '@/lib/api-error';
import { needsSecondFactorCode } from '@/lib/assurance-level';
import { useSession } from '@/lib/session';
import { sessionEndedLoginPath } from '@/lib/session-end';
import { FullPageSpinner } from './full-page-spinner';

/**
 * Spec 000 §2 Dashboard shell: sign-in guard, header, role menu, onboarding modals, page. The
 * /dashboard layout route: where the dashboard and onboarding features meet, in app/ as every
 * composition of features (components never import a feature).
 */
export const DashboardLayout = () => {
  const { session, isLoading, endedByServer } = useSession();
  const profile = useProfile();
  // The tab's live stream, while a signed-in person's dashboard is open.
  useLiveUpdates(session && profile.data ? { id: profile.data.id, role: profile.data.role } : undefined);

  if (isLoading) return <FullPageSpinner />;
  if (!session) return <Navigate to={endedByServer ? sessionEndedLoginPath : paths.login} replace />;
  // The second factor before any page: its code, or its enrolment when the API asks for it.
  if (needsSecondFactorCode(session) || isSecondFactorRefusal(profile.error))
    return <Navigate to={paths.twoFactor} replace />;
  if (profile.isPending) return <FullPageSpinner />;

  // A failed background refetch keeps the profile already loaded: only a profile never loaded blocks.
  if (!profile.data) {
    return (
      <DashboardShell user={undefined}>
        <ProfileUnavailable
          detail={profile.error?.message}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      </DashboardShell>
    );
  }

  return (
    <DashboardShell user={profile.data}>
      <NavigationProgress />
      <Outlet />
      <OnboardingDialogs profile={profile.data} />
    </DashboardShell>
  );
};
