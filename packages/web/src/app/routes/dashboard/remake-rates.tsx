import { RemakeRatesPage } from '@/features/remakes/components/remake-rates-page';

// /dashboard/preparator/remakes, the preparators' remake rates.
export const RemakeRatesRoute = () => <RemakeRatesPage />;
