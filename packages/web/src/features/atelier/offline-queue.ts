import { DEVICE_DATA_PREFIX } from '@/lib/device-data';

// Decision 142: what the préparateur did while the network was down, kept on the device in order,
// each action under the idempotency key it was made with, so that sending it again after a lost
// answer applies it once. localStorage: a few small records, written synchronously before the
// screen moves on (a tablet switched off at once keeps them), forgotten at sign-out.

const QUEUE_KEY = `${DEVICE_DATA_PREFIX}queue`;

type Queued = { key: string; order_number: string; queued_at: string };
/** A step passed: `to_step` is the next step (the order's `from_step` when it was made). */
export type QueuedAdvance = Queued & {
  kind: 'advance';
  order_id: string;
  from_step: string;
  to_step: string;
  to_label: string;
};
/** The quality control, every point of the checklist answered; passed when all are. */
export type QueuedQualityControl = Queued & {
  kind: 'quality_control';
  order_id: string;
  from_step: string;
  results: Record<string, boolean>;
  return_to_step?: string;
  reason?: string;
};
/** An order scanned offline: its card opens when the network is back. */
export type QueuedScan = Queued & { kind: 'scan' };
export type QueuedAction = QueuedAdvance | QueuedQualityControl | QueuedScan;

export const readQueue = (): QueuedAction[] => {
  try {
    const stored = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as QueuedAction[]) : [];
  } catch {
    return [];
  }
};

const writeQueue = (queue: QueuedAction[]) => {
  if (queue.length === 0) localStorage.removeItem(QUEUE_KEY);
  else localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  window.dispatchEvent(new Event(QUEUE_CHANGED));
};

/** Fired on the window when the queue changes (the screen's count follows it). */
export const QUEUE_CHANGED = 'conque-atelier-queue';

type NewAction =
  | Omit<QueuedAdvance, 'key' | 'queued_at'>
  | Omit<QueuedQualityControl, 'key' | 'queued_at'>
  | Omit<QueuedScan, 'key' | 'queued_at'>;

/** Keeps `action` at the end of the queue under a new idempotency key, which it answers. */
export const enqueue = (action: NewAction, now = new Date()): QueuedAction => {
  const queued = { ...action, key: crypto.randomUUID(), queued_at: now.toISOString() } as QueuedAction;
  writeQueue([...readQueue(), queued]);
  return queued;
};

/** Takes the actions of `keys` out of the queue (sent, or made pointless by a conflict). */
export const dequeue = (keys: readonly string[]) => {
  writeQueue(readQueue().filter((action) => !keys.includes(action.key)));
};
