import { describe, expect, it } from 'vitest';
import { formatDraftDate } from './format-draft-date';

describe('formatDraftDate (docs/design.md §5.17: French, Europe/Paris)', () => {
  it.each([
    ['2026-11-22T13:05:00.000Z', '22 novembre 2026 à 14:05'], // winter: UTC+1
    ['2026-07-01T12:00:00.000Z', '1er juillet 2026 à 14:00'], // summer: UTC+2
    ['2026-12-31T23:30:00.000Z', '1er janvier 2027 à 00:30'], // the next day, and year, in Paris
    ['2026-03-29T00:59:00.000Z', '29 mars 2026 à 01:59'], // the minute before the spring change
    ['2026-03-29T01:00:00.000Z', '29 mars 2026 à 03:00'], // and the minute after
  ])('%s → %s', (iso, expected) => {
    expect(formatDraftDate(iso)).toBe(expected);
  });
});
