import { ActivityPage } from '@/features/statistics/components/activity-page';

// /dashboard/activity, a manager's « Activité » (a chunk of its own).
export const ActivityRoute = () => <ActivityPage />;
