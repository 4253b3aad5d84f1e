import type { Role } from './roles';

// What an API key may do. A key's scopes are its only power (it does not pass
// through the second factor); each request intersects them with what its creator's role allows
// now, so a key never grants more than its creator could do on the screens (decision 124).
export const API_KEY_SCOPES = [
  'orders:read',
  'files:read',
  'orders:write',
  'statuses:write',
  'invoices:read',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'orders:read': 'Lire les commandes',
  'files:read': 'Télécharger les fichiers',
  'orders:write': 'Créer et valider des commandes',
  'statuses:write': 'Changer les statuts et demander une nouvelle empreinte',
  'invoices:read': 'Lire les factures et les avoirs',
  'webhooks:manage': 'Gérer les webhooks',
};

/**
 * The scopes a role may grant, from the permission table's own rows: a manager creates and validates
 * its establishment's orders but changes no status; a préparateur changes statuses and asks for new
 * impressions on every order but creates none. Users and viewers create no keys.
 */
export const API_KEY_SCOPES_BY_ROLE: Record<Role, readonly ApiKeyScope[]> = {
  preparator: ['orders:read', 'files:read', 'statuses:write', 'invoices:read', 'webhooks:manage'],
  manager: ['orders:read', 'files:read', 'orders:write', 'invoices:read', 'webhooks:manage'],
  user: [],
  viewer: [],
};

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  API_KEY_SCOPES.includes(value as ApiKeyScope);

/** What a key may do now: its scopes that its creator's current role still allows. */
export const effectiveScopes = (scopes: readonly string[], role: Role): ApiKeyScope[] =>
  scopes.filter(isApiKeyScope).filter((scope) => API_KEY_SCOPES_BY_ROLE[role].includes(scope));
