import { PRODUCT_NAME } from '@/config/product';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

// No signed-in redirect here: the recovery link's session is exactly what this page needs.
export const ResetPasswordRoute = () => (
  <>
    <title>{`Nouveau mot de passe · ${PRODUCT_NAME}`}</title>
    <ResetPasswordForm />
  </>
);
