import type { TestPa, TestPaFlow } from './test-pa';

// The test PA's acknowledgement of the flows it receives (decision 146): Pending on receipt, then Ok
// (or Error with its reasons, when `errorFor` says so) `delayMs` later, updatedAt moving with it, as
// annex A's Flow describes. An Error's reason code is one the PA adds (XP Z12-013 §5.5.1 lets it):
// annex A's ReasonCode is a oneOf of its enum and a plain string, which a listed code matches twice
// (decision 140), so Prism refuses every listed one.

export type AutoAckOptions = {
  delayMs?: number;
  /** The reasons to refuse a flow with; undefined: Ok. */
  errorFor?: (flow: TestPaFlow) => TestPaFlow['ackDetails'] | undefined;
};

export const autoAcknowledge = (pa: TestPa, options: AutoAckOptions = {}): void => {
  pa.onFlow((flow) => {
    setTimeout(() => {
      const details = options.errorFor?.(flow);
      flow.ackStatus = details ? 'Error' : 'Ok';
      if (details) flow.ackDetails = details;
      flow.updatedAt = new Date().toISOString();
    }, options.delayMs ?? 0).unref();
  });
};

/** How many flows the PA received under each tracking id: the count the exactly-once tests read. */
export const flowsPerTrackingId = (pa: TestPa): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const flow of pa.flows)
    if (flow.flowDirection === 'Out' && flow.trackingId)
      counts.set(flow.trackingId, (counts.get(flow.trackingId) ?? 0) + 1);
  return counts;
};
