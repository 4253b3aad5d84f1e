import { z } from 'zod';

// The prescriber of a custom-made ear tip (decision 144): the audioprothésiste who made out the
// prescription, named with their number in the RPPS (11 digits) or in ADELI (9 characters: the
// department, « 2A »/« 2B » in Corsica, then 7 digits). Only the shape is checked: no check key is
// verified (decision 144 says why). The kind follows from the length, so it is never asked.

export const PRESCRIBER_MESSAGES = {
  numberFormat: 'Le numéro RPPS compte 11 chiffres, le numéro ADELI 9 caractères (ex. 691234567)',
  nameTooLong: '200 caractères au maximum',
} as const;

export const PRESCRIBER_NUMBER_KINDS = ['RPPS', 'ADELI'] as const;
export type PrescriberNumberKind = (typeof PRESCRIBER_NUMBER_KINDS)[number];

const RPPS = /^\d{11}$/;
const ADELI = /^(\d{2}|2A|2B)\d{7}$/;

/** RPPS or ADELI by its shape; null for a number of neither. */
export const prescriberNumberKind = (number: string): PrescriberNumberKind | null =>
  RPPS.test(number) ? 'RPPS' : ADELI.test(number) ? 'ADELI' : null;

/** Spaces typed between groups of digits are dropped; letters are upper-cased (« 2a » is « 2A »). */
const normalized = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s.]/g, '').toUpperCase() : value;

/** « Numéro RPPS ou ADELI »: empty (or null) means none given. */
export const prescriberNumberField = z.preprocess(
  (value) => {
    const number = normalized(value);
    return number === '' ? null : number;
  },
  z
    .string()
    .refine((number) => prescriberNumberKind(number) !== null, PRESCRIBER_MESSAGES.numberFormat)
    .nullable(),
);

export const prescriberNameField = z.string().trim().max(200, PRESCRIBER_MESSAGES.nameTooLong);

/** « Numéro RPPS ou ADELI » on « Mon profil »: PUT /api/profile/prescriber-number. */
export const profilePrescriberNumberSchema = z.strictObject({ prescriber_number: prescriberNumberField });
export type ProfilePrescriberNumberInput = z.infer<typeof profilePrescriberNumberSchema>;

/** The prescriber as a statement names them: « Marie Durand (RPPS 10101234567) ». */
export const prescriberText = (name: string, number: string | null): string => {
  const kind = number ? prescriberNumberKind(number) : null;
  const who = name.trim() || 'Non renseigné';
  return kind && number ? `${who} (${kind} ${number})` : `${who} (numéro RPPS ou ADELI non renseigné)`;
};
