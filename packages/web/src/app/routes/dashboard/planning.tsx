import { PlanningPage } from '@/features/planning/components/planning-page';

// /dashboard/preparator/planning, the preparators' « Planning ».
export const PlanningRoute = () => <PlanningPage />;
