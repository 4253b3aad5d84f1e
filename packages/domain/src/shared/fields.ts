import { z } from 'zod';
import { MESSAGES } from './messages';
import { isValidSiret } from './siret';

// zod 4's z.email() rejects accented local parts (élodie@…): a deliberately simple check instead (DESIGN §7).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredText = (max = 200) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `${max} caractères au maximum`);

export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(6, MESSAGES.passwordMin)
  .max(72, '72 caractères au maximum');

export const siretField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{14}$/, MESSAGES.siretFormat)
  // Issue 12: the key is checked once the length is right, so a short number reads the spec's message only.
  .refine((siret) => !/^\d{14}$/.test(siret) || isValidSiret(siret), MESSAGES.siretInvalid);

export const postalCodeField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{5}$/, MESSAGES.postalCodeFormat);

// Database ids are UUIDs: checking the shape here keeps a malformed id a 400, never a database error.
export const idField = z.uuid({ error: MESSAGES.invalidId });
