import type { PaConnectionConfig } from '../../config';
import type { Db } from '../../db/client';
import { einvoicingSettings } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { openEinvoicingSecret } from './einvoicing-secret';

export type EinvoicingSettingsRow = typeof einvoicingSettings.$inferSelect;

export const loadEinvoicingSettingsRow = async (db: Db): Promise<EinvoicingSettingsRow | undefined> => {
  const [row] = await db.select().from(einvoicingSettings).limit(1);
  return row;
};

/**
 * The connection in force (decision 140): the environment's (EINVOICING_*) when set, which is then
 * on; otherwise the page's, with its switch; otherwise none. Secrets come out opened, for the call
 * about to be made only: never logged, never answered.
 */
export type PaConnection = {
  source: 'environment' | 'page';
  enabled: boolean;
  connection: PaConnectionConfig;
};

export const loadPaConnection = async (deps: Deps): Promise<PaConnection | undefined> => {
  if (deps.config.einvoicing)
    return { source: 'environment', enabled: true, connection: deps.config.einvoicing };
  const row = await loadEinvoicingSettingsRow(deps.db);
  if (!row) return undefined;
  const { config } = deps;
  const auth: PaConnectionConfig['auth'] =
    row.authMethod === 'bearer'
      ? { method: 'bearer', token: row.token ? openEinvoicingSecret(config, 'token', row.token) : '' }
      : {
          method: 'oauth2',
          tokenUrl: row.oauthTokenUrl ?? '',
          clientId: row.oauthClientId ?? '',
          clientSecret: row.oauthClientSecret
            ? openEinvoicingSecret(config, 'oauth-client-secret', row.oauthClientSecret)
            : '',
        };
  return {
    source: 'page',
    enabled: row.enabled,
    connection: { flowUrl: row.flowUrl, directoryUrl: row.directoryUrl, auth },
  };
};
