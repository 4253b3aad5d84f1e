import { UsersPage } from '@/features/users/components/users-page';

// Spec 001 §2 /dashboard/users (preparators; the server refuses the others).
export const UsersRoute = () => <UsersPage />;
