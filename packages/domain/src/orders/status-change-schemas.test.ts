import { describe, expect, it } from 'vitest';
import { changeOrderStatusSchema, deliveryChangeAllowed, statusChangeAllowed } from './status-change-schemas';
import { ORDER_STATUSES } from './statuses';

describe('the dialogs state rules (spec 001 §4)', () => {
  it.each(ORDER_STATUSES.flatMap((status) => [[status, false] as const, [status, true] as const]))(
    '%s, invoiced %s',
    (status, invoiced) => {
      expect(deliveryChangeAllowed(status, invoiced)).toBe(
        !invoiced && (status === 'registered' || status === 'in_progress'),
      );
      expect(statusChangeAllowed(status, invoiced)).toBe(
        !invoiced && status !== 'draft' && status !== 'awaiting_impression',
      );
    },
  );

  it('upper-cases the tracking number and checks the group id', () => {
    expect(changeOrderStatusSchema.parse({ status: 'shipped', trackingNumber: ' ab1 ' })).toEqual({
      status: 'shipped',
      trackingNumber: 'AB1',
    });
    expect(changeOrderStatusSchema.safeParse({ status: 'shipped', groupWith: 'x' }).success).toBe(false);
    expect(changeOrderStatusSchema.safeParse({ status: 'shipped', extra: 1 }).success).toBe(false);
  });
});
