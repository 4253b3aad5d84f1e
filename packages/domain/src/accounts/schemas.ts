import { z } from 'zod';
import { emailField, passwordField, postalCodeField, requiredText, siretField } from '../shared/fields';
import { MESSAGES } from '../shared/messages';

// Spec 000 §5. Field names are those of the spec's calls (§7), so a body parses as it is sent.
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
});

export const registerSchema = z
  .object({
    email: emailField,
    password: passwordField,
    invitationMode: z.boolean(),
    invitationCode: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.invitationMode && !value.invitationCode) {
      ctx.addIssue({ code: 'custom', path: ['invitationCode'], message: MESSAGES.required });
    }
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMismatch,
  });

export const profileNamesSchema = z.strictObject({
  first_name: requiredText(100),
  last_name: requiredText(100),
});

export const establishmentSchema = z.strictObject({
  name: requiredText(200),
  siret: siretField,
  billing_street_address: requiredText(300),
  billing_postal_code: postalCodeField,
  billing_city: requiredText(120),
});
export type EstablishmentInput = z.infer<typeof establishmentSchema>;

export const contactSchema = z.strictObject({
  name: requiredText(200),
  email: emailField,
  phone: z.string().trim().max(40, '40 caractères au maximum').optional().default(''),
  message: requiredText(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const verifyInvitationSchema = z.strictObject({
  email: emailField,
  invitationCode: requiredText(64),
});
