import { StatisticsPage } from '@/features/statistics/components/statistics-page';

// Issue 25 item 3: /dashboard/preparator/statistics, the lab's « Statistiques » (a chunk of its own).
export const StatisticsRoute = () => <StatisticsPage />;
