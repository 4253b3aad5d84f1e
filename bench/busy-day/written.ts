import type { Answer } from '../order-list/load-driver';
import { ok } from './calls';
import { pick } from './pick';
import type { Session } from './sessions';

// What the bench was told: the orders it wrote, the state each acknowledged answer left them in, and
// the count of writes by answer; the end checks hold the database to it.

/** An order the bench wrote: the state it was told, and the states a write with no answer may have left. */
export type Written = {
  establishmentId: string;
  status: string;
  possible: Set<string>;
  stl: string[];
  comments: string[];
  shippingMethod: string;
  /** Who wrote it: the clinic's side of its comments, PDF and openings. */
  by: Session;
};

export const written = new Map<string, Written>();
export const validated: string[] = []; // registered, waiting for a préparateur
export const inProgress: string[] = []; // in progress
export const validatedAt = new Map<string, number>();
/** Every order the bench validated, whatever its status since. */
export const registered: string[] = [];
export const writes = { acknowledged: 0, unanswered: 0, refused: 0 };

/** A write's answer: acknowledged (2xx), refused (4xx/5xx: nothing written), or unanswered (0, 502). */
export const outcome = (answer: Answer): 'acknowledged' | 'refused' | 'unanswered' => {
  const kind = ok(answer)
    ? 'acknowledged'
    : answer.status === 0 || answer.status === 502
      ? 'unanswered'
      : 'refused';
  writes[kind] += 1;
  return kind;
};

/** An order the bench validated, with the session of the person who made it. */
export const madeOrder = (olderThanMs = 0) => {
  const id = pick(
    registered.filter((orderId) => (validatedAt.get(orderId) ?? 0) <= Date.now() - olderThanMs),
  );
  const order = id ? written.get(id) : undefined;
  return id && order ? { id, order } : undefined;
};
