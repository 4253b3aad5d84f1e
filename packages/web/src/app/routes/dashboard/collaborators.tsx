import { CollaboratorsPage } from '@/features/collaborators/components/collaborators-page';

// Spec 001 §2 /dashboard/collaborators.
export const CollaboratorsRoute = () => <CollaboratorsPage />;
