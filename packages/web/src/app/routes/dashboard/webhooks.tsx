import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';

// Issue 24 item 4: /dashboard/webhooks, the lab's endpoints (préparateurs) or an establishment's (its manager).
export const WebhooksRoute = () => <WebhooksPage />;
