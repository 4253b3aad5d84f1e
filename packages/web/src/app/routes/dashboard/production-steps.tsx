import { ProductionSettingsPage } from '@/features/production/components/production-settings-page';

// /dashboard/preparator/production-steps, the préparateurs' « Étapes de fabrication » (decision 141).
export const ProductionStepsRoute = () => <ProductionSettingsPage />;
