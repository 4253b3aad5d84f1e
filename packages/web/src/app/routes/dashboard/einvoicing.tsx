import { EinvoicingPage } from '@/features/einvoicing/components/einvoicing-page';

// Decision 139: /dashboard/preparator/einvoicing, the préparateurs' « Facturation électronique ».
export const EinvoicingRoute = () => <EinvoicingPage />;
