import { organisation } from '@/config/organisation';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

// No signed-in redirect here: the recovery link's session is exactly what this page needs.
export const ResetPasswordRoute = () => (
  <>
    <title>{`Nouveau mot de passe · ${organisation.productName}`}</title>
    <ResetPasswordForm />
  </>
);
