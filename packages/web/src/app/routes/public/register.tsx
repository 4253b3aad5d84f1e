import { organisation } from '@/config/organisation';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { RegisterForm } from '@/features/auth/components/register-form';

export const RegisterRoute = () => (
  <>
    <title>{`Inscription · ${organisation.productName}`}</title>
    <RedirectIfSignedIn />
    <RegisterForm />
  </>
);
