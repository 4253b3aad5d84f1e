import { z } from 'zod/mini';
import { MESSAGES } from './messages';

// The e-mail and password rules, in zod's mini form (decision 82): the sign-in, sign-up and password
// pages check them without loading zod's full API (about 21 KB gzipped); every other schema uses
// them as they are (shared/fields.ts).

// zod 4's z.email() rejects accented local parts (élodie@…): a deliberately simple check instead (DESIGN §7).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.required),
    z.maxLength(254, MESSAGES.invalidEmail),
    z.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
    z.toLowerCase(),
  );

export const passwordField = z
  .string({ error: MESSAGES.required })
  .check(
    z.minLength(1, MESSAGES.required),
    z.minLength(6, MESSAGES.passwordMin),
    z.maxLength(72, '72 caractères au maximum'),
  );
