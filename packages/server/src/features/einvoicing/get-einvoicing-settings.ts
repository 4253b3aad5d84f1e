import type { EinvoicingSettingsJson } from '@conque/domain/einvoicing/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { type EinvoicingSettingsRow, loadEinvoicingSettingsRow } from './einvoicing-connection';

/** What the page shows: never a secret, only whether one is kept (decision 140). */
export const einvoicingSettingsJson = (
  deps: Deps,
  row: EinvoicingSettingsRow | undefined,
): EinvoicingSettingsJson => {
  const environment = deps.config.einvoicing;
  if (environment)
    return {
      source: 'environment',
      enabled: true,
      flow_url: environment.flowUrl,
      directory_url: environment.directoryUrl,
      auth_method: environment.auth.method,
      oauth_token_url: environment.auth.method === 'oauth2' ? environment.auth.tokenUrl : null,
      oauth_client_id: environment.auth.method === 'oauth2' ? environment.auth.clientId : null,
      token_set: environment.auth.method === 'bearer',
      oauth_client_secret_set: environment.auth.method === 'oauth2',
      updated_at: null,
    };
  if (!row)
    return {
      source: 'none',
      enabled: false,
      flow_url: null,
      directory_url: null,
      auth_method: 'bearer',
      oauth_token_url: null,
      oauth_client_id: null,
      token_set: false,
      oauth_client_secret_set: false,
      updated_at: null,
    };
  return {
    source: 'page',
    enabled: row.enabled,
    flow_url: row.flowUrl,
    directory_url: row.directoryUrl,
    auth_method: row.authMethod,
    oauth_token_url: row.oauthTokenUrl,
    oauth_client_id: row.oauthClientId,
    token_set: row.token !== null,
    oauth_client_secret_set: row.oauthClientSecret !== null,
    updated_at: row.updatedAt.toISOString(),
  };
};

export const getEinvoicingSettings = async (deps: Deps, actor: Actor): Promise<EinvoicingSettingsJson> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  return einvoicingSettingsJson(deps, await loadEinvoicingSettingsRow(deps.db));
};
