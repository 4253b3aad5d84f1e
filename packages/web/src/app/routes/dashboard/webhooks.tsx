import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';

// /dashboard/webhooks, the lab's endpoints (préparateurs) or an establishment's (its manager).
export const WebhooksRoute = () => <WebhooksPage />;
