import { describe, expect, it } from 'vitest';
import { fullName } from './formatting';

describe('order detail formats', () => {
  it('joins the names it has', () => {
    expect(fullName(' Jeanne ', 'Moreau')).toBe('Jeanne Moreau');
    expect(fullName(null, 'Moreau')).toBe('Moreau');
    expect(fullName('', '  ')).toBe('');
  });
});
