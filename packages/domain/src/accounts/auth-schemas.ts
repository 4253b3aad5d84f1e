import { z } from 'zod/mini';
import { emailField, passwordField } from '../shared/identity-fields';
import { MESSAGES } from '../shared/messages';

// Spec 000 §5, the forms of the public pages, in zod's mini form (decision 82): /login and /register
// check their fields without loading zod's full API. Field names are those of the spec's calls (§7).
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
});

export const registerSchema = z
  .object({
    email: emailField,
    password: passwordField,
    invitationMode: z.boolean(),
    invitationCode: z.optional(z.string().check(z.trim())),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.invitationMode && !value.invitationCode) {
        ctx.addIssue({ code: 'custom', path: ['invitationCode'], message: MESSAGES.required, input: value });
      }
    }),
  );

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({ password: passwordField, confirmPassword: z.string() }).check(
  z.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMismatch,
  }),
);

// Issue 23 item 1: the code typed after the password: the 6 digits of the authenticator app, or one
// of the recovery codes (16 letters and digits, read without spaces, dashes or case). The server
// decides whether it is right; these say only when it cannot be.
export const MFA_FORM_MESSAGES = {
  totpFormat: 'Le code contient 6 chiffres.',
  recoveryFormat: 'Un code de secours contient 16 lettres et chiffres.',
} as const;

export const totpCodeSchema = z.object({
  code: z.string({ error: MESSAGES.required }).check(
    z.minLength(1, MESSAGES.required),
    z.refine((code) => code === '' || /^\d{6}$/.test(code.replace(/\s/g, '')), MFA_FORM_MESSAGES.totpFormat),
  ),
});

export const recoveryCodeSchema = z.object({
  code: z.string({ error: MESSAGES.required }).check(
    z.minLength(1, MESSAGES.required),
    z.refine(
      (code) => code === '' || /^[a-z0-9]{16}$/i.test(code.replace(/[\s-]/g, '')),
      MFA_FORM_MESSAGES.recoveryFormat,
    ),
  ),
});
