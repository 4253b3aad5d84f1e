import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useLiveUpdates } from '@/api/live/use-live-updates';
import { paths } from '@/config/paths';
import { ATELIER_MESSAGES } from '@/features/atelier/atelier-messages';
import { AtelierPage } from '@/features/atelier/components/atelier-page';
import { LockScreen } from '@/features/atelier/components/lock-screen';
import { useAtelierUser } from '@/features/atelier/hooks/use-atelier-user';
import { useIdleLock } from '@/features/atelier/hooks/use-idle-lock';
import { isSecondFactorRefusal } from '@/lib/api-error';
import { needsSecondFactorCode } from '@/lib/assurance-level';
import { homeOf, mayOpen } from '@/lib/route-access';
import { useSession } from '@/lib/session';
import { sessionEndedLoginPath } from '@/lib/session-end';
import { FullPageSpinner } from './dashboard/full-page-spinner';

/** Signed in, past the second factor, a préparateur: the screen, or its lock. */
const AtelierScreen = () => {
  const navigate = useNavigate();
  const { locked, unlock } = useIdleLock();
  const signedOut = useCallback(() => void navigate(paths.login, { replace: true }), [navigate]);
  return locked ? (
    <LockScreen onUnlock={unlock} onSignedOut={signedOut} />
  ) : (
    <AtelierPage onSignedOut={signedOut} />
  );
};

/**
 * Decision 142: /atelier, the préparateurs' tablet screen, outside the dashboard's shell: the same
 * sign-in and second-factor guard, the live stream (another préparateur's step shows at once), the
 * installable app's manifest, and the usual refusal for any other role. Reloaded without network,
 * it opens for the person the device last knew (use-atelier-user.ts): scans wait for the network.
 */
export const AtelierRoute = () => {
  const { session, isLoading, endedByServer } = useSession();
  const { user, error, offline } = useAtelierUser(session?.user.id);
  useLiveUpdates(session && user ? { id: user.id, role: user.role } : undefined);

  if (isLoading) return <FullPageSpinner />;
  if (!session) return <Navigate to={endedByServer ? sessionEndedLoginPath : paths.login} replace />;
  if (needsSecondFactorCode(session) || isSecondFactorRefusal(error))
    return <Navigate to={paths.twoFactor} replace />;
  if (offline)
    return (
      <p role="status" className="grid min-h-dvh place-items-center p-6 text-center text-xl">
        {ATELIER_MESSAGES.offlineAtOpening}
      </p>
    );
  if (!user) return <FullPageSpinner />;
  if (!mayOpen(user, 'atelier')) return <Navigate to={homeOf(user.role)} replace />;
  return (
    <>
      <title>Atelier · Conque</title>
      <link rel="manifest" href="/atelier.webmanifest" />
      <meta name="theme-color" content="#0f766e" />
      <AtelierScreen />
    </>
  );
};
