// A SIRET carries a check digit. INSEE numbers establishments so that the 14 digits
// pass the Luhn test, except La Poste's (SIREN 356000000), whose post offices were numbered before
// the rule: for them the sum of the 14 digits is a multiple of 5 (its head office, 356 000 000 00048,
// passes both).

const SIRET_PATTERN = /^\d{14}$/;
const LA_POSTE_SIREN = '356000000';

/** Luhn's sum: from the right, every second digit doubled (less 9 when above 9). */
const luhnSum = (digits: string): number => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum;
};

const digitSum = (digits: string): number => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

/** 14 digits whose key is right (Luhn, or La Poste's multiple of 5). */
export const isValidSiret = (siret: string): boolean => {
  if (!SIRET_PATTERN.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && digitSum(siret) % 5 === 0) return true;
  return luhnSum(siret) % 10 === 0;
};

/**
 * The 14-digit SIRET that completes 13 digits with their Luhn key: the one way tests, seeds and
 * benchmarks make SIRETs that the forms accept.
 */
export const siretWithKey = (first13: string): string => {
  if (!/^\d{13}$/.test(first13)) throw new RangeError(`13 digits expected, got "${first13}"`);
  const key = (10 - (luhnSum(`${first13}0`) % 10)) % 10;
  return `${first13}${key}`;
};

/** The SIREN: the company's 9 first digits of one of its SIRETs. */
export const sirenOf = (siret: string): string => siret.slice(0, 9);
