import { DraftsPage } from '@/features/drafts/components/drafts-page';

// Spec 001 §2 /dashboard/orders/drafts. A preparator or a viewer has no drafts (docs/design.md §4): the route
// guard sends them home.
export const DraftsRoute = () => <DraftsPage />;
