import type { PaConnectionConfig } from '../../config';
import type { LifecycleSource } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { applyLifecycleStatus, isKnownFlow, type LifecycleOutcome } from './apply-lifecycle-status';
import { callPa, paErrorText } from './pa-client';

/** The PA did not give the flow (down, refused, garbage): the caller retries, or the search will. */
export class LifecycleFlowUnavailable extends Error {}

/**
 * Decision 147: downloads a lifecycle flow's CDAR (annex A, GET /v1/flows/{flowId}, docType Original)
 * and applies it, unless this flowId was already read: the webhook and the search meet here.
 */
export const readLifecycleFlow = async (
  deps: Deps,
  connection: PaConnectionConfig,
  flowId: string,
  source: LifecycleSource,
): Promise<LifecycleOutcome> => {
  if (await isKnownFlow(deps.db, flowId)) return 'already';
  const answer = await callPa(
    connection,
    'flow',
    { method: 'GET', path: `/v1/flows/${encodeURIComponent(flowId)}?docType=Original` },
    deps.now,
  ).catch((error: unknown) => {
    throw new LifecycleFlowUnavailable(error instanceof Error ? error.message : String(error));
  });
  if (answer.status !== 200)
    throw new LifecycleFlowUnavailable(`HTTP ${answer.status} : ${paErrorText(answer.text).slice(0, 300)}`);
  return applyLifecycleStatus(deps, { flowId, source, file: Buffer.from(answer.text, 'utf8') });
};
