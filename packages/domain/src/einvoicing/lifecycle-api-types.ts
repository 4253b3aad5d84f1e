// Decision 147: what the lifecycle's endpoints answer.

/** GET /api/einvoicing/webhook-key (no secret) and POST (the new secret, shown once). */
export type EinvoicingWebhookKeyJson = {
  url: string;
  algorithm: 'hmac-sha256';
  key_id: string | null;
  /** Base64, only in the answer that created it. */
  secret: string | null;
  created_at: string | null;
};

/** One status of a document's history, as the lab and the clinic's managers see it. */
export type LifecycleStatusJson = {
  status_code: number;
  label: string;
  reason_code: string | null;
  reason: string | null;
  status_at: string;
  received_at: string;
};

/** The current status a list shows beside each invoice or credit note. */
export type CurrentLifecycleStatusJson = {
  status_code: number;
  label: string;
  reason: string | null;
  status_at: string;
};

/** GET /api/einvoicing/anomalies: the lifecycle flows not believed. */
export type LifecycleAnomalyJson = {
  flow_id: string;
  source: 'webhook' | 'search';
  problem: string;
  received_at: string;
};

/** The préparateurs' bell: a document « Rejetée », « Refusée » or « En litige » not yet cleared. */
export type LifecycleAlertJson = {
  id: string;
  document_kind: 'invoice' | 'credit_note';
  document_number: string;
  status_code: number;
  label: string;
  reason: string | null;
  received_at: string;
};

/** GET /api/einvoicing/documents/:id/lifecycle: a document's current status and its history. */
export type DocumentLifecycleJson = {
  current: CurrentLifecycleStatusJson | null;
  /** Oldest first. */
  history: LifecycleStatusJson[];
  /** « Paiement transmis » received and the invoice not marked paid: the lab's hint, never « paid ». */
  hint: string | null;
};
