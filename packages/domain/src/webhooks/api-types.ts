import type { WebhookEventType } from './webhook-events';

// What /api/webhook-endpoints answers (the secret never, except once on creation
// and on rotation).
export type WebhookEndpointJson = {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Why it is off: switched off by hand, or after 3 days of failed deliveries. */
  disabled_reason: 'manual' | 'failing' | null;
  /** The previous secret still signs beside the new one until then (24 h after a rotation). */
  previous_secret_expires_at: string | null;
  created_at: string;
};

export type WebhookSecretJson = { endpoint: WebhookEndpointJson; secret: string };

export type WebhookAttemptJson = {
  id: string;
  delivery_id: string;
  event_type: WebhookEventType;
  at: string;
  /** Null when no answer came (refused address, timeout, connection error). */
  status_code: number | null;
  duration_ms: number;
  /** The start of the answer (4 KB at most), or why there was none. */
  response: string;
  delivery_status: 'pending' | 'delivered' | 'failed';
};

export type WebhookAttemptsPage = { items: WebhookAttemptJson[]; total: number };

/** GET /api/webhook-endpoints: the endpoints the actor manages. */
export type WebhookEndpointList = { items: WebhookEndpointJson[] };
