import { z } from 'zod';
import { MESSAGES } from './messages';
import { isValidSiret } from './siret';

export const requiredText = (max = 200) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `${max} caractères au maximum`);

// One rule each for every schema: the public pages' forms read them in zod's mini form.
export { emailField, passwordField } from './identity-fields';

export const siretField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{14}$/, MESSAGES.siretFormat)
  // The key is checked once the length is right, so a short number reads the spec's message only.
  .refine((siret) => !/^\d{14}$/.test(siret) || isValidSiret(siret), MESSAGES.siretInvalid);

export const postalCodeField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{5}$/, MESSAGES.postalCodeFormat);

// Database ids are UUIDs: checking the shape here keeps a malformed id a 400, never a database error.
export const idField = z.uuid({ error: MESSAGES.invalidId });
