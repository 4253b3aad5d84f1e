import { z } from 'zod/mini';
import { emailField, passwordField } from '../shared/identity-fields';
import { MESSAGES } from '../shared/messages';
import { isTotpCode, MFA_FORM_MESSAGES } from './sign-in-checks';

// Spec 000 §5, the forms of the public pages, in zod's mini form (decision 82): /register and the
// password pages check their fields without loading zod's full API; /login and its second step do
// without zod (sign-in-checks.ts). Field names are those of the spec's calls (§7).
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

// The code of the authenticator app, confirmed at enrolment (its rule is the sign-in's
// second step's, sign-in-checks.ts). The server decides whether it is right; this says only when it
// cannot be.
export const totpCodeSchema = z.object({
  code: z.string({ error: MESSAGES.required }).check(
    z.minLength(1, MESSAGES.required),
    z.refine((code) => code === '' || isTotpCode(code), MFA_FORM_MESSAGES.totpFormat),
  ),
});
