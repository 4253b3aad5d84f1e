import { PRODUCT_NAME } from '@/config/product';
import { PrivacyNotice } from '@/features/legal/components/privacy-notice';

/** /confidentialite, linked from the footer and the sign-up form. */
export const PrivacyRoute = () => (
  <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
    <title>{`Confidentialité · ${PRODUCT_NAME}`}</title>
    <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Politique de confidentialité</h1>
    <p className="mt-3 text-muted-foreground">
      Comment {PRODUCT_NAME} traite les données des comptes et celles des patients.
    </p>
    <div className="mt-10">
      <PrivacyNotice />
    </div>
  </div>
);
