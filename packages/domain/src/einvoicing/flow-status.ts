// Decision 146: what a document's flow to the lab's PA shows the préparateurs and the
// establishment's managers, beside the invoice or credit note.

export const FLOW_STATES = ['to_send', 'sent', 'ok', 'error', 'not_transmitted'] as const;
export type FlowState = (typeof FLOW_STATES)[number];

/** The PA's reasons as received (annex A's AcknowledgementDetail). */
export type FlowReasonJson = { level?: string; item?: string; reasonCode: string; reasonMessage: string };

export type FlowStatusJson = {
  state: FlowState;
  label: string;
  /** For an Error only: the PA's reasons as received, inside a French sentence that says what to do. */
  message: string | null;
};

export const FLOW_STATE_LABELS: Record<FlowState, string> = {
  to_send: 'Envoi à la plateforme en attente',
  sent: 'Déposée, en attente de la plateforme',
  ok: 'Acceptée par la plateforme',
  error: 'Refusée par la plateforme',
  // An invoice's; a credit note's reads « Non transmis à la plateforme » (flowStatusJson).
  not_transmitted: 'Non transmise à la plateforme',
};

const reasonText = (reason: FlowReasonJson) => {
  const words = [reason.reasonCode, reason.reasonMessage].filter((part) => part !== '').join(' — ');
  return reason.item ? `${words} (${reason.item})` : words;
};

/**
 * The sentence an Error shows: the PA's own words, then what to do. A document sent is never
 * edited: the lab cancels it by a credit note and issues a new invoice, both sent in turn.
 */
export const flowErrorMessage = (
  kind: 'invoice' | 'credit_note',
  reasons: readonly FlowReasonJson[] | null,
): string => {
  const document = kind === 'invoice' ? 'cette facture' : 'cet avoir';
  const said = reasons?.length ? reasons.map(reasonText).join(' ; ') : 'sans motif';
  const todo =
    kind === 'invoice'
      ? 'corrigez par un avoir puis une nouvelle facture'
      : 'émettez un nouvel avoir corrigé';
  return `La plateforme a refusé ${document} : « ${said} » : ${todo}.`;
};

/**
 * Decision 146: the directory of the lab's PA has no e-invoicing address for the establishment, so
 * the document was not transmitted; the lab hands it over as before.
 */
export const notTransmittedMessage = (kind: 'invoice' | 'credit_note'): string =>
  `L'annuaire de la plateforme ne donne aucune adresse de facturation électronique pour cet établissement : ${
    kind === 'invoice'
      ? "cette facture n'a pas été transmise ; remettez-la"
      : "cet avoir n'a pas été transmis ; remettez-le"
  } à l'établissement comme avant (PDF).`;

export const flowStatusJson = (
  kind: 'invoice' | 'credit_note',
  flow: { state: FlowState; reasons: readonly FlowReasonJson[] | null } | null,
): FlowStatusJson | null =>
  flow
    ? {
        state: flow.state,
        label:
          flow.state === 'not_transmitted' && kind === 'credit_note'
            ? 'Non transmis à la plateforme'
            : FLOW_STATE_LABELS[flow.state],
        message:
          flow.state === 'error'
            ? flowErrorMessage(kind, flow.reasons)
            : flow.state === 'not_transmitted'
              ? notTransmittedMessage(kind)
              : null,
      }
    : null;

/**
 * GET /api/einvoicing/pending-flows: a flow the PA has not taken yet after a failed try (the PA
 * down, slow, refusing the token; e-invoicing switched off), for the préparateurs to see and push.
 */
export type PendingFlowJson = {
  id: string;
  kind: 'invoice' | 'credit_note' | 'lifecycle_status';
  /** The document's number; for a status, the invoice's number and the status code. */
  tracking_id: string;
  /** Tries made. */
  tries: number;
  /** Queued at. */
  since: string;
  last_error: string;
  /** The next automatic try, or null when they stopped (30 days of tries): « Réessayer maintenant ». */
  next_try_at: string | null;
};

export type PendingFlowsJson = { items: PendingFlowJson[]; total: number };
