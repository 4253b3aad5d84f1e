import type { OrderStatus } from '../orders/statuses';
import { type Actor, can } from '../permissions/can';

// Live updates. A change announces itself from the database (the triggers of
// migration 0018, after commit only) with what the server needs to choose who may hear it; each
// signed-in tab's stream (GET /api/events) passes on only what its person may read, and only the
// kind and ids: never patient data. The browser then refetches through the ordinary API.

/** What a trigger says of a change (channel `conque_events`): short keys, never patient data. */
export type ChangeNotice =
  | {
      k: 'order';
      id: string;
      /** The establishment, the creator, the status after and before the change (null: inserted / deleted). */
      e: string;
      u: string;
      s: OrderStatus | null;
      f: OrderStatus | null;
      /** The history event that caused it, when it is a step of a new impression. */
      x?: 'impression_requested' | 'impression_sent';
    }
  /** The lab's comment bell, or (with `u`) one person's own notifications. */
  | { k: 'bell'; u?: string }
  | { k: 'invoice' | 'credit_note'; id: string; e: string }
  | { k: 'user'; id: string; e: string | null }
  | { k: 'invitation'; e: string | null };

/** What a tab receives, as the SSE event's name and its JSON data. */
export type LiveEvent =
  | {
      kind: 'order';
      id: string;
      validated?: true;
      /** The lab asked for a new impression, or the clinic sent it back. */
      impression?: 'requested' | 'sent';
    }
  | { kind: 'bell' }
  | { kind: 'invoice'; id: string }
  | { kind: 'credit_note'; id: string }
  | { kind: 'user'; id: string }
  | { kind: 'invitation' }
  /** Some events may have been missed (a gap, a slow reader): refetch whatever is on screen. */
  | { kind: 'resync' };

export type LiveEventKind = LiveEvent['kind'];

const seesOrderIn = (
  actor: Actor,
  notice: Extract<ChangeNotice, { k: 'order' }>,
  status: OrderStatus | null,
) => status !== null && can(actor, 'orders.view', { establishmentId: notice.e, createdBy: notice.u, status });

/**
 * The event `actor` receives for `notice`, or null when they may not read what changed: the same
 * rules as the endpoints (permissions/can.ts). An order is heard by whoever sees it before or after
 * the change (a draft validated reaches the lab; a draft deleted, its creator).
 */
export const liveEventFor = (actor: Actor, notice: ChangeNotice): LiveEvent | null => {
  switch (notice.k) {
    case 'order': {
      if (!seesOrderIn(actor, notice, notice.s) && !seesOrderIn(actor, notice, notice.f)) return null;
      if (notice.f === 'draft' && notice.s === 'registered')
        return { kind: 'order', id: notice.id, validated: true };
      if (notice.x === 'impression_requested')
        return { kind: 'order', id: notice.id, impression: 'requested' };
      if (notice.x === 'impression_sent') return { kind: 'order', id: notice.id, impression: 'sent' };
      return { kind: 'order', id: notice.id };
    }
    case 'bell':
      // A person's own notifications are theirs alone (the trigger names the recipient).
      if (notice.u !== undefined) return notice.u === actor.id ? { kind: 'bell' } : null;
      return can(actor, 'comment_notifications.manage') ? { kind: 'bell' } : null;
    case 'invoice':
    case 'credit_note':
      return can(actor, 'invoices.view', { establishmentId: notice.e })
        ? { kind: notice.k, id: notice.id }
        : null;
    case 'user':
      return notice.id === actor.id ||
        can(actor, 'users.list') ||
        (can(actor, 'collaborators.view') && notice.e !== null && notice.e === actor.establishmentId)
        ? { kind: 'user', id: notice.id }
        : null;
    case 'invitation':
      // A manager's team is its establishment's; the preparators' has none (null for both).
      return can(actor, 'collaborators.view') && notice.e === actor.establishmentId
        ? { kind: 'invitation' }
        : null;
  }
};

/** A trigger's payload, or null if it is not one (a malformed notice is dropped, never thrown). */
export const parseChangeNotice = (payload: string): ChangeNotice | null => {
  try {
    const value = JSON.parse(payload) as { k?: unknown };
    return typeof value === 'object' && value !== null && typeof value.k === 'string'
      ? (value as ChangeNotice)
      : null;
  } catch {
    return null;
  }
};
