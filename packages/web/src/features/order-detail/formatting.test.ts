import { describe, expect, it } from 'vitest';
import { formatFileSize, formatParisDateTime, formatParisShortDateTime, fullName } from './formatting';

// Intl's French formats may put U+202F or U+00A0 where a space is read.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('order detail formats (DESIGN §5.17: French, Europe/Paris)', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2), and a UTC evening that is already the next day in Paris.
    ['2026-01-15T09:05:00Z', '15 janvier 2026 à 10:05', '15/01/2026 10:05'],
    ['2026-07-21T08:15:00Z', '21 juillet 2026 à 10:15', '21/07/2026 10:15'],
    ['2026-03-31T22:30:00Z', '1 avril 2026 à 00:30', '01/04/2026 00:30'],
  ])('%s reads %s', (iso, long, short) => {
    expect(plain(formatParisDateTime(iso))).toBe(long);
    expect(plain(formatParisShortDateTime(iso))).toBe(short);
  });

  it.each([
    [84, '1 Ko'],
    [512_000, '500 Ko'],
    [13_107_200, '12,5 Mo'],
    [100 * 1024 * 1024, '100 Mo'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('joins the names it has', () => {
    expect(fullName(' Jeanne ', 'Moreau')).toBe('Jeanne Moreau');
    expect(fullName(null, 'Moreau')).toBe('Moreau');
    expect(fullName('', '  ')).toBe('');
  });
});
