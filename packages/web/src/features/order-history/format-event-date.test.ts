import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date';

describe('formatEventDate', () => {
  it.each([
    // Winter (UTC+1), summer (UTC+2), and a UTC evening that is already the next day in Paris.
    ['2026-03-12T13:05:00Z', '12 mars 2026 à 14:05'],
    ['2026-07-01T08:30:00Z', '1 juillet 2026 à 10:30'],
    ['2026-12-31T23:30:00Z', '1 janvier 2027 à 00:30'],
  ])('%s reads %j', (iso, text) => {
    expect(formatEventDate(iso)).toBe(text);
  });
});
