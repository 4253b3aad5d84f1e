import { PRODUCT_NAME } from '@/config/product';
import { LoginForm } from '@/features/auth/components/login-form';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';

export const LoginRoute = () => (
  <>
    <title>{`Connexion · ${PRODUCT_NAME}`}</title>
    <RedirectIfSignedIn requireProfile />
    <LoginForm />
  </>
);
