import { describe, expect, it } from 'vitest';
import { isErasedPatient, patientInitials } from './patient-initials';

describe('patient initials', () => {
  it.each([
    ['Léa', 'Rousseau', 'L. R.'],
    ['  pauline ', ' dupont  ', 'P. D.'],
    ['Élodie', 'Étienne', 'É. É.'],
    // An accent typed as a combining mark (NFD) is the same letter.
    ['E\u0301lise', 'Ordo\u0301n\u0303ez', 'É. O.'],
    ['Jean-Pierre', 'Le Goff', 'J.-P. L. G.'],
    ['Marie Claire', 'Martin-Durand', 'M. C. M.-D.'],
    ['Anne', "d'Artagnan", 'A. D.'],
    ['Zoé', 'N’Diaye', 'Z. N.'],
    ['', 'Rousseau', 'R.'],
    ['Léa', '', 'L.'],
    ['', '', ''],
    ['  ', ' - ', ''],
    ['Jean--Luc', 'Dupont-', 'J.-L. D.'],
    ['Paul', '<b>Moreau</b>', 'P. B.'],
    ['Ωmega', 'Łukasz', 'Ω. Ł.'],
  ])('%j %j → %j', (firstName, lastName, expected) => {
    expect(patientInitials(firstName, lastName)).toBe(expected);
  });

  it('keeps an erased patient’s reference whole', () => {
    expect(patientInitials('', 'Patient effacé 3FA9C1')).toBe('Patient effacé 3FA9C1');
    expect(isErasedPatient('', 'Patient effacé 3FA9C1')).toBe(true);
    // A first name means a real person's names, whatever the last name reads.
    expect(patientInitials('Jean', 'Patient effacé 3FA9C1')).toBe('J. P. E. F.');
    expect(isErasedPatient('', 'Patienteffacé')).toBe(false);
  });

  it('never gives back more than letters, dots, hyphens and spaces', () => {
    for (const [first, last] of [
      ['Léa (dite « Lili »)', 'Rousseau & Fils'],
      ['"<script>', "O'Brien\n\tSmith"],
    ] as const)
      expect(patientInitials(first, last)).toMatch(/^[\p{L}\p{M}.\- ]*$/u);
  });
});
