import { ShieldCheckIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useProfile } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SecondFactorForm } from '@/features/auth/components/second-factor-form';
import { takeAfterSignIn } from '@/lib/after-sign-in';
import { ApiError } from '@/lib/api-error';
import { needsSecondFactorCode } from '@/lib/assurance-level';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';

// Fetched only by whoever enrols (their form with react-hook-form and zod, the QR code): a person who
// types a code goes on to the dashboard without them.
const MfaEnrolment = lazy(async () => ({
  default: (await import('@/features/mfa/components/mfa-enrolment')).MfaEnrolment,
}));
const RecoveryCodes = lazy(async () => ({
  default: (await import('@/features/mfa/components/recovery-codes')).RecoveryCodes,
}));

const refusedWith = (error: Error | null, code: string) => error instanceof ApiError && error.code === code;

/** Leaves the step: this device only (the person is only half signed in here). */
const SignOutLink = () => {
  const navigate = useNavigate();
  const signOut = async () => {
    await (await loadAuthClient()).signOut({ scope: 'local' });
    navigate(paths.login, { replace: true });
  };
  return (
    <Button type="button" variant="link" className="h-auto p-0" onClick={signOut}>
      Se déconnecter
    </Button>
  );
};

/**
 * /two-factor, between the password and the dashboard. A person with a verified
 * factor types its code (or a recovery code); a person required to use one and without it (a
 * préparateur, by default; a member of an establishment that requires it) enrols first. Where the
 * sign-in, the dashboard's guard and any refused API call send them. Anyone else goes on.
 */
export const TwoFactorRoute = () => {
  const { session, isLoading } = useSession();
  const navigate = useNavigate();
  const profile = useProfile();
  // Held here: the new level makes the profile load, which must not take the codes off the screen.
  const [codes, setCodes] = useState<string[] | null>(null);
  const toDashboard = () => {
    // What the API refused at the former level is asked again at the new one.
    queryClient.removeQueries();
    navigate(takeAfterSignIn(paths.dashboard), { replace: true });
  };

  if (isLoading) return <Spinner />;
  if (!session) return <Navigate to={paths.login} replace />;
  const title = <title>{`Double authentification · ${PRODUCT_NAME}`}</title>;
  if (codes) {
    return (
      <AuthCard title="Double authentification activée" icon={<ShieldCheckIcon aria-hidden />}>
        {title}
        <Suspense fallback={<Spinner />}>
          <RecoveryCodes codes={codes} onDone={toDashboard} />
        </Suspense>
      </AuthCard>
    );
  }
  if (needsSecondFactorCode(session) || refusedWith(profile.error, 'mfa_verification_required')) {
    return (
      <AuthCard
        title="Vérification en deux étapes"
        icon={<ShieldCheckIcon aria-hidden />}
        description="Saisissez le code à 6 chiffres affiché par votre application d’authentification."
        footer={<SignOutLink />}
      >
        {title}
        <SecondFactorForm onVerified={toDashboard} />
      </AuthCard>
    );
  }
  if (profile.isPending) return <Spinner />;
  if (refusedWith(profile.error, 'mfa_enrolment_required')) {
    return (
      <AuthCard
        title="Activez la double authentification"
        icon={<ShieldCheckIcon aria-hidden />}
        description={profile.error?.message}
        footer={<SignOutLink />}
      >
        {title}
        <Suspense fallback={<Spinner />}>
          <MfaEnrolment onConfirmed={setCodes} />
        </Suspense>
      </AuthCard>
    );
  }
  return <Navigate to={paths.dashboard} replace />;
};
