import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';

// /dashboard/api-keys, the person's API keys (a chunk of its own).
export const ApiKeysRoute = () => <ApiKeysPage />;
