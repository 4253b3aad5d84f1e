import { z } from 'zod';
import { API_KEY_SCOPES } from '../permissions/api-key-scopes';

// The key creation form, shared by the page and the server.
export const API_KEY_NAME_MAX = 80;

export const createApiKeySchema = z.strictObject({
  name: z
    .string({ error: 'Ce champ est obligatoire' })
    .trim()
    .min(1, 'Ce champ est obligatoire')
    .max(API_KEY_NAME_MAX, `Le nom ne peut dépasser ${API_KEY_NAME_MAX} caractères`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Droit inconnu' }), { error: 'Choisissez au moins un droit' })
    .min(1, 'Choisissez au moins un droit'),
  /** A calendar day (Paris), after which the key no longer works; none: it never expires. */
  expires_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide')
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export type ApiKeyView = {
  id: string;
  name: string;
  /** The visible part of the secret (`cq_live_<prefix>_…`). */
  prefix: string;
  scopes: string[];
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  last_used_address: string | null;
  created_by_name: string;
};

/** The answer to a creation: the one time the whole secret is shown. */
export type CreatedApiKey = ApiKeyView & { secret: string };
