import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';

// Issue 24 item 1: /dashboard/api-keys, the person's API keys (a chunk of its own).
export const ApiKeysRoute = () => <ApiKeysPage />;
