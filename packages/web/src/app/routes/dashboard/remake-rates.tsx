import { RemakeRatesPage } from '@/features/remakes/components/remake-rates-page';

// Issue 11 item 3: /dashboard/preparator/remakes, the preparators' remake rates.
export const RemakeRatesRoute = () => <RemakeRatesPage />;
