import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../orders/statuses';
import { dueState } from './due';

describe('what is due', () => {
  it.each<[string | null, OrderStatus, 'late' | 'today' | null]>([
    ['2026-12-02', 'registered', 'late'],
    ['2026-12-02', 'in_progress', 'late'],
    ['2026-12-03', 'registered', 'today'],
    ['2026-12-04', 'registered', null],
    ['2026-12-02', 'shipped', null],
    ['2026-12-02', 'ready_pickup', null],
    ['2026-12-02', 'cancelled', null],
    ['2026-12-02', 'draft', null],
    [null, 'registered', null],
    // A status added before shipping (another branch's « En attente d'empreinte ») counts as awaiting.
    ['2026-12-02', 'awaiting_impression' as OrderStatus, 'late'],
  ])('promised %s, %s, on 3 December → %s', (promised, status, expected) => {
    expect(dueState(promised, status, '2026-12-03')).toBe(expected);
  });
});
