import { PRODUCT_NAME } from '@/config/product';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { RegisterForm } from '@/features/auth/components/register-form';

export const RegisterRoute = () => (
  <>
    <title>{`Inscription · ${PRODUCT_NAME}`}</title>
    <RedirectIfSignedIn />
    <RegisterForm />
  </>
);
