import { describe, expect, it } from 'vitest';
import { establishmentSchema } from '../accounts/schemas';
import { MESSAGES } from './messages';
import { isValidSiret, siretWithKey } from './siret';

// Real, public SIRETs (head offices and La Poste's establishments, as published in the SIRENE
// register), each beside a neighbour that differs in its last digit.
describe('isValidSiret (14 digits and their key)', () => {
  it.each([
    ['55203253400646', true, 'Danone, head office'],
    ['55203253400647', false, 'Danone, last digit + 1'],
    ['44306184100047', true, 'Google France, head office'],
    ['44306184100048', false, 'Google France, last digit + 1'],
    ['73282932000074', true, "the SIRET of INSEE's Luhn example"],
    ['73282932000079', false, 'the same, last digit + 5'],
    ['35600000000048', true, "La Poste's head office (passes Luhn)"],
    ['35600000009075', true, 'La Poste: digits sum to 30, not a Luhn number'],
    ['35600000049837', true, 'La Poste: digits sum to 45, not a Luhn number'],
    ['35600000049838', false, 'La Poste: digits sum to 46'],
    ['12345678901234', false, 'fourteen digits in a row'],
    ['00000000000000', true, 'zeros pass Luhn (INSEE never issues them; the key alone cannot tell)'],
    ['5520325340064', false, '13 digits'],
    ['552032534006460', false, '15 digits'],
    ['5520325340064A', false, 'a letter'],
    ['552 032 534 00646', false, 'spaces (the forms drop them before checking)'],
  ])('%s → %s (%s)', (siret, valid) => {
    expect(isValidSiret(siret)).toBe(valid);
  });

  it('siretWithKey completes 13 digits into a valid SIRET, and only that key passes', () => {
    for (const first13 of ['5520325340064', '4430618410004', '9000000000001', '1234567890123']) {
      const siret = siretWithKey(first13);
      expect(siret.slice(0, 13)).toBe(first13);
      expect(isValidSiret(siret)).toBe(true);
      const others = Array.from({ length: 10 }, (_, key) => `${first13}${key}`).filter((s) => s !== siret);
      expect(others.filter(isValidSiret)).toEqual([]);
    }
    expect(siretWithKey('5520325340064')).toBe('55203253400646');
    expect(() => siretWithKey('123')).toThrow(RangeError);
  });
});

describe('the SIRET field (spec 000 §5 length message, then the key)', () => {
  const base = {
    name: 'A',
    billing_street_address: '1 rue',
    billing_postal_code: '69003',
    billing_city: 'Lyon',
  };
  const messagesFor = (siret: string) => {
    const result = establishmentSchema.safeParse({ ...base, siret });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each([
    ['', [MESSAGES.required, MESSAGES.siretFormat]],
    ['1234567890123', [MESSAGES.siretFormat]],
    ['123456789012345', [MESSAGES.siretFormat]],
    ['12345678901234', [MESSAGES.siretInvalid]],
    ['35600000049838', [MESSAGES.siretInvalid]],
    [' 55203253400646 ', []],
    ['35600000049837', []],
  ])('"%s" → %j', (siret, messages) => {
    expect(messagesFor(siret)).toEqual(messages);
  });

  it("the message is the issue's French text", () => {
    expect(MESSAGES.siretInvalid).toBe('Le numéro SIRET est invalide');
  });
});
