import { describe, expect, it } from 'vitest';
import {
  PRESCRIBER_MESSAGES,
  prescriberNumberField,
  prescriberNumberKind,
  prescriberText,
} from './prescriber';

// Decision 144: RPPS 11 digits, ADELI 9 characters (2A/2B for Corsica); the shape only.

describe('prescriberNumberKind', () => {
  it.each([
    ['10101234567', 'RPPS'],
    ['691234567', 'ADELI'],
    ['2A1234567', 'ADELI'],
    ['2B0000001', 'ADELI'],
    ['1010123456', null],
    ['101012345678', null],
    ['2C1234567', null],
    ['69123456X', null],
    ['', null],
  ])('%s → %s', (number, kind) => expect(prescriberNumberKind(number)).toBe(kind));
});

describe('prescriberNumberField', () => {
  it.each([
    ['101 0123 4567', '10101234567'],
    ['69.123.4567', '691234567'],
    ['2a1234567', '2A1234567'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('reads %j as %j', (input, output) => expect(prescriberNumberField.parse(input)).toBe(output));

  it('refuses any other shape with the French message', () => {
    const parsed = prescriberNumberField.safeParse('12345');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(PRESCRIBER_MESSAGES.numberFormat);
  });
});

describe('prescriberText', () => {
  it.each([
    ['Sophie Bernard', '10101234567', 'Sophie Bernard (RPPS 10101234567)'],
    ['Sophie Bernard', '691234567', 'Sophie Bernard (ADELI 691234567)'],
    ['Sophie Bernard', null, 'Sophie Bernard (numéro RPPS ou ADELI non renseigné)'],
    ['  ', null, 'Non renseigné (numéro RPPS ou ADELI non renseigné)'],
  ])('%j, %j → %s', (name, number, text) => expect(prescriberText(name, number)).toBe(text));
});
