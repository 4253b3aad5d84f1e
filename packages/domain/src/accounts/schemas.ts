import { z } from 'zod';
import { ROLES } from '../permissions/roles';
import { emailField, idField, postalCodeField, requiredText, siretField } from '../shared/fields';
import { MESSAGES } from '../shared/messages';

// Spec 000 §5. Field names are those of the spec's calls (§7), so a body parses as it is sent. The
// public pages' forms are in auth-schemas.ts.
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

// Spec 000 §7 RPC create_establishment: the same field rules as establishmentSchema under the p_ names.
const establishmentFields = establishmentSchema.shape;
export const createEstablishmentRpcSchema = z.strictObject({
  p_name: establishmentFields.name,
  p_siret: establishmentFields.siret,
  p_billing_street_address: establishmentFields.billing_street_address,
  p_billing_postal_code: establishmentFields.billing_postal_code,
  p_billing_city: establishmentFields.billing_city,
  p_user_id: idField,
});
export type CreateEstablishmentRpcInput = z.infer<typeof createEstablishmentRpcSchema>;

/** The RPC's p_ shape back to the establishment's own field names. */
export const fromEstablishmentRpc = (input: CreateEstablishmentRpcInput): EstablishmentInput => ({
  name: input.p_name,
  siret: input.p_siret,
  billing_street_address: input.p_billing_street_address,
  billing_postal_code: input.p_billing_postal_code,
  billing_city: input.p_billing_city,
});

// Spec 000 §7 "select establishment name by siret": the path parameter.
export const siretParamSchema = z.strictObject({ siret: siretField });

// Spec 000 §7 create-user-profile. role and establishmentId are checked for shape only: the server
// never takes them from the client (docs/design.md §4), but a malformed body is still a 400.
export const createUserProfileSchema = z.strictObject({
  userId: idField,
  email: emailField,
  role: z.enum(ROLES, { error: (issue) => (issue.input === undefined ? MESSAGES.required : 'Rôle inconnu') }),
  firstName: z.string().trim().max(100, '100 caractères au maximum').nullish(),
  lastName: z.string().trim().max(100, '100 caractères au maximum').nullish(),
  establishmentId: idField.nullish(),
});
export type CreateUserProfileInput = z.infer<typeof createUserProfileSchema>;

/** PUT /api/establishment/mfa: the manager requires a second factor, or no longer. */
export const establishmentMfaSchema = z.strictObject({ required: z.boolean() });
export type EstablishmentMfaInput = z.infer<typeof establishmentMfaSchema>;

/** POST /api/users/:id/mfa-reset: the person whose second factor a préparateur resets. */
export const userIdParamSchema = z.strictObject({ id: idField });
