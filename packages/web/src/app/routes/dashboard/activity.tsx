import { ActivityPage } from '@/features/statistics/components/activity-page';

// Issue 25 item 3: /dashboard/activity, a manager's « Activité » (a chunk of its own).
export const ActivityRoute = () => <ActivityPage />;
