import { ApiError } from '@/lib/api-error';
import { sendProductionStep, sendQualityControl } from './api/send-production-step';
import { dequeue, type QueuedAction, readQueue } from './offline-queue';

// Decision 142: the queue sent in order, once the network is back and at each start. Every step goes
// through it, online too: one path, and a step whose answer was lost is sent again under its key.

export type FlushResult =
  | { kind: 'applied'; key: string; order_id: string; order_number: string; label: string }
  /** Another préparateur moved the order: the server's French message, nothing changed. */
  | { kind: 'conflict'; key: string; order_id: string; order_number: string; message: string }
  | { kind: 'refused'; key: string; order_number: string; message: string }
  | { kind: 'scanned'; key: string; order_number: string };

const QUALITY_CONTROL_PASSED = 'Contrôle qualité';

const send = async (action: Exclude<QueuedAction, { kind: 'scan' }>): Promise<FlushResult> => {
  const base = { key: action.key, order_id: action.order_id, order_number: action.order_number };
  if (action.kind === 'advance') {
    await sendProductionStep(action.order_id, action.key, {
      from_step: action.from_step,
      to_step: action.to_step,
    });
    return { ...base, kind: 'applied', label: action.to_label };
  }
  const { order_id: _order, kind: _kind, key: _key, order_number: _number, queued_at: _at, ...body } = action;
  await sendQualityControl(action.order_id, action.key, body);
  return { ...base, kind: 'applied', label: QUALITY_CONTROL_PASSED };
};

/** A refusal to give up on: the network, or the server's own failure; sent again at the next flush. */
const sendLater = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const flush = async (): Promise<FlushResult[]> => {
  const results: FlushResult[] = [];
  for (;;) {
    const action = readQueue()[0];
    if (!action) return results;
    if (action.kind === 'scan') {
      dequeue([action.key]);
      results.push({ kind: 'scanned', key: action.key, order_number: action.order_number });
      continue;
    }
    try {
      results.push(await send(action));
      dequeue([action.key]);
    } catch (error) {
      if (sendLater(error) || !(error instanceof ApiError) || error.status === 401) return results;
      if (error.status === 409) {
        // The order's later steps were made from the one refused: none of them holds either.
        const dropped = readQueue().filter(
          (queued) => 'order_id' in queued && queued.order_id === action.order_id,
        );
        dequeue(dropped.map((queued) => queued.key));
        results.push({
          kind: 'conflict',
          key: action.key,
          order_id: action.order_id,
          order_number: action.order_number,
          message: error.message,
        });
      } else {
        dequeue([action.key]);
        results.push({
          kind: 'refused',
          key: action.key,
          order_number: action.order_number,
          message: error.message,
        });
      }
    }
  }
};

let running: Promise<FlushResult[]> | undefined;

/**
 * Sends what the queue holds, in order; never twice at once. A call made while a flush is under way
 * waits for it and answers nothing: its results are the first caller's, told once (two « online »
 * events in a row listed every step twice).
 */
export const flushQueue = async (): Promise<FlushResult[]> => {
  if (running) {
    await running;
    return [];
  }
  running = flush().finally(() => {
    running = undefined;
  });
  return running;
};
