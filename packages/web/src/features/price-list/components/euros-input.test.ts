import { describe, expect, it } from 'vitest';
import { centsOf, eurosText } from './euros-input';

describe('euros typed the French way', () => {
  it.each([
    ['38', 3800],
    ['38,5', 3850],
    ['38,50', 3850],
    ['38.50', 3850],
    ['1 234,00', 123400],
    ['0', 0],
    ['12,345', null],
    ['-5', null],
    ['', null],
    ['douze', null],
  ])('%j is %j cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it('shows cents with a decimal comma', () => {
    expect([eurosText(3800), eurosText(5), eurosText(123450)]).toEqual(['38,00', '0,05', '1234,50']);
  });
});
