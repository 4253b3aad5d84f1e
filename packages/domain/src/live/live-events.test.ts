import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { liveEventFor } from './live-events';

// The steps of a new impression reach both sides marked, and a person's own
// notifications reach that person only.

const lab: Actor = { id: 'p', role: 'preparator', establishmentId: null };
const clinic: Actor = { id: 'u', role: 'user', establishmentId: 'e1' };
const other: Actor = { id: 'o', role: 'manager', establishmentId: 'e2' };

const step = (x: 'impression_requested' | 'impression_sent') =>
  ({ k: 'order', id: 'o1', e: 'e1', u: 'u', s: 'awaiting_impression', f: 'awaiting_impression', x }) as const;

describe('liveEventFor, new impressions', () => {
  it.each([
    [lab, 'impression_requested', 'requested'],
    [clinic, 'impression_sent', 'sent'],
  ] as const)('marks the step for whoever sees the order', (actor, x, impression) => {
    expect(liveEventFor(actor, step(x))).toEqual({ kind: 'order', id: 'o1', impression });
  });

  it('tells another establishment nothing', () => {
    expect(liveEventFor(other, step('impression_requested'))).toBeNull();
  });

  it('rings only the recipient’s bell', () => {
    expect(liveEventFor(clinic, { k: 'bell', u: 'u' })).toEqual({ kind: 'bell' });
    expect(liveEventFor(other, { k: 'bell', u: 'u' })).toBeNull();
    expect(liveEventFor(lab, { k: 'bell', u: 'u' })).toBeNull();
    expect(liveEventFor(lab, { k: 'bell' })).toEqual({ kind: 'bell' });
  });
});
