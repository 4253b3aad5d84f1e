import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-address';
import { MESSAGES } from './messages';

// The e-mail and password rules, in zod's mini form (decision 82): the sign-in, sign-up and password
// pages check them without loading zod's full API (about 21 KB gzipped); every other schema uses
// them as they are (shared/fields.ts).

export const emailField = z
  .string({ error: MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.required),
    z.maxLength(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail),
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
