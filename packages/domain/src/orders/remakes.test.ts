import { describe, expect, it } from 'vitest';
import { REMAKE_MESSAGES, remakeRefusal } from './remakes';
import { requestRemakeSchema } from './request-remake-schema';

const DAY = 86_400_000;
const now = new Date('2026-11-25T10:00:00Z');

describe('remakes', () => {
  it.each([
    ['shipped', 10, null],
    ['ready_pickup', 90, null],
    ['shipped', 91, REMAKE_MESSAGES.windowClosed],
    ['in_progress', 10, REMAKE_MESSAGES.notShipped],
    ['cancelled', 10, REMAKE_MESSAGES.notShipped],
  ] as const)('an order %s %i days ago: %s', (status, days, refusal) => {
    expect(remakeRefusal({ status, shippedAt: new Date(now.getTime() - days * DAY) }, now)).toBe(refusal);
  });

  it('refuses a shipped order without a shipping date (moved back and forth)', () => {
    expect(remakeRefusal({ status: 'shipped', shippedAt: null }, now)).toBe(REMAKE_MESSAGES.windowClosed);
  });

  it('reads the request: ears in their order, a comment required for « Autre »', () => {
    expect(requestRemakeSchema.parse({ ears: ['right', 'left'], reason: 'loss' })).toEqual({
      ears: ['left', 'right'],
      reason: 'loss',
      comment: '',
    });
    const other = requestRemakeSchema.safeParse({ ears: ['left'], reason: 'other', comment: '   ' });
    expect(other.error?.issues[0]).toMatchObject({
      path: ['comment'],
      message: REMAKE_MESSAGES.commentRequired,
    });
    expect(requestRemakeSchema.safeParse({ ears: [], reason: 'loss' }).error?.issues[0]?.message).toBe(
      REMAKE_MESSAGES.earsRequired,
    );
    expect(requestRemakeSchema.safeParse({ ears: ['left'], reason: 'x' }).error?.issues[0]?.message).toBe(
      REMAKE_MESSAGES.reasonRequired,
    );
  });
});
