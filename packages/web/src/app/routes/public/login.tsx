import { organisation } from '@/config/organisation';
import { LoginForm } from '@/features/auth/components/login-form';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';

export const LoginRoute = () => (
  <>
    <title>{`Connexion · ${organisation.productName}`}</title>
    <RedirectIfSignedIn requireProfile />
    <LoginForm />
  </>
);
