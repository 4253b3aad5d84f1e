// The order's history ("full history" promised by the landing page): every change of
// status, delivery, files or content, recorded with who, when, from and to.
export const ORDER_EVENT_KINDS = [
  'created',
  'validated',
  'status_changed',
  'shipping_method_changed',
  'stl_file_added',
  'stl_file_removed',
  'content_changed',
  'invoiced',
  // A credit note took the order off its invoice (from: the invoice, to: the credit note).
  'credited',
  // A remake was asked. On the original (to: the reason); on the remake (from: the
  // original's number, to: the reason).
  'remake_requested',
  // « Demander une nouvelle empreinte » (each beside its status_changed): asked (from:
  // the ears, to: the reason), sent back by the clinic (to: the new files' names), withdrawn.
  'impression_requested',
  'impression_sent',
  'impression_request_withdrawn',
  // A préparateur moved the promised shipping day (from, to: 'yyyy-MM-dd').
  'promised_date_changed',
  // The lab's steps inside « En cours » (decision 141): a step reached (from, to: the steps'
  // labels), the quality control passed, or failed (from: the failed points' labels, to: the reason).
  'production_step_reached',
  'quality_control_passed',
  'quality_control_failed',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
