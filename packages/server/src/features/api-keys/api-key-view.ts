import type { ApiKeyView } from '@conque/domain/api-keys/api-key-schemas';
import type { apiKeys } from '../../db/schema/index';

export const toApiKeyView = (row: typeof apiKeys.$inferSelect, createdByName: string): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  last_used_address: row.lastUsedAddress,
  created_by_name: createdByName,
});
