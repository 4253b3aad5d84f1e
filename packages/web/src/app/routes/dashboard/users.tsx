import { UsersPage } from '@/features/users/components/users-page';

// Spec 001 §2 /dashboard/users (preparators; the route guard sends the others home).
export const UsersRoute = () => <UsersPage />;
