import { describe, expect, it } from 'vitest';
import { formatEuros, formatEurosForPdf } from './format-euros';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatEuros (fr-FR)', () => {
  it.each([
    [4969, `49,69${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [123450, `1${NNBSP}234,50${NBSP}€`],
    [-960, `-9,60${NBSP}€`],
  ])('%i cents → %j', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('has no narrow space in the PDF variant', () => {
    expect(formatEurosForPdf(123450)).toBe(`1${NBSP}234,50${NBSP}€`);
  });
});
