import { PlanningPage } from '@/features/planning/components/planning-page';

// Issue 25 item 1: /dashboard/preparator/planning, the preparators' « Planning ».
export const PlanningRoute = () => <PlanningPage />;
