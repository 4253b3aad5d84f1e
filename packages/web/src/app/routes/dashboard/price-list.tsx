import { PriceListPage } from '@/features/price-list/components/price-list-page';

// Issue 12 item 4: /dashboard/preparator/prices, the preparators' "Tarifs".
export const PriceListRoute = () => <PriceListPage />;
