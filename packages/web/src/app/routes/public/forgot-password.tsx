import { PRODUCT_NAME } from '@/config/product';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';

export const ForgotPasswordRoute = () => (
  <>
    <title>{`Mot de passe oublié · ${PRODUCT_NAME}`}</title>
    <RedirectIfSignedIn />
    <ForgotPasswordForm />
  </>
);
