import { EinvoicingPage } from '@/features/einvoicing/components/einvoicing-page';

// Decision 140: /dashboard/preparator/einvoicing, the préparateurs' « Facturation électronique ».
export const EinvoicingRoute = () => <EinvoicingPage />;
