import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number';

describe('order number (docs/design.md §5.5)', () => {
  it.each([
    [2026, 42, '2026-00042'],
    [2026, 1, '2026-00001'],
    [2027, 99_999, '2027-99999'],
    [2027, 100_000, '2027-100000'],
  ])('%i, %i → %s', (year, counter, expected) => {
    expect(formatOrderNumber(year, counter)).toBe(expected);
    expect(parseOrderNumber(expected)).toEqual({ year, counter });
  });

  it.each([
    [26, 1],
    [2026, 0],
    [2026, -3],
    [2026, 1.5],
  ])('refuses year %s, counter %s', (year, counter) => {
    expect(() => formatOrderNumber(year, counter)).toThrow(RangeError);
  });

  it.each(['2026-42', '2026-0004a', 'F-2026-00001', '', '2026-00000'])('does not read %j', (value) => {
    expect(parseOrderNumber(value)).toBeNull();
  });
});
