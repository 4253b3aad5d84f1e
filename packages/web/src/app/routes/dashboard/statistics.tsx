import { StatisticsPage } from '@/features/statistics/components/statistics-page';

// /dashboard/preparator/statistics, the lab's « Statistiques » (a chunk of its own).
export const StatisticsRoute = () => <StatisticsPage />;
