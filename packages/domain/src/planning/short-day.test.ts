import { describe, expect, it } from 'vitest';
import { shortCalendarDay } from './short-day';

describe('shortCalendarDay', () => {
  it('writes the day short in French, whatever the zone of the process', () => {
    expect(shortCalendarDay('2026-12-01')).toBe('mar. 1 déc.');
    expect(shortCalendarDay('2027-01-01')).toBe('ven. 1 janv.');
  });
});
