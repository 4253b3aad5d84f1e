import { PriceListPage } from '@/features/price-list/components/price-list-page';

// /dashboard/preparator/prices, the preparators' "Tarifs".
export const PriceListRoute = () => <PriceListPage />;
