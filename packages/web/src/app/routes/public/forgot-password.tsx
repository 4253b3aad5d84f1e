import { organisation } from '@/config/organisation';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';

export const ForgotPasswordRoute = () => (
  <>
    <title>{`Mot de passe oublié · ${organisation.productName}`}</title>
    <RedirectIfSignedIn />
    <ForgotPasswordForm />
  </>
);
