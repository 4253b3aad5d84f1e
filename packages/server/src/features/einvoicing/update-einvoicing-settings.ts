import type { EinvoicingSettingsJson } from '@conque/domain/einvoicing/api-types';
import { EINVOICING_FIELD_LABELS, type EinvoicingSettings } from '@conque/domain/einvoicing/settings-schema';
import { type Actor, can } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import { einvoicingSettings } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { loadEinvoicingSettingsRow } from './einvoicing-connection';
import { sealEinvoicingSecret } from './einvoicing-secret';
import { einvoicingSettingsJson } from './get-einvoicing-settings';

export const SET_BY_ENVIRONMENT_MESSAGE =
  "La connexion est définie par les variables d'environnement du serveur (EINVOICING_…) : modifiez-les pour la changer.";

const required = (field: 'token' | 'oauth_client_secret') =>
  AppError.badRequest(`${EINVOICING_FIELD_LABELS[field]} : ${MESSAGES.required}`, field);

/**
 * Saves the page's connection (decision 140). A secret sent replaces the kept one, sealed; a secret
 * left out keeps it; the other method's credentials are dropped. Refused while the environment sets
 * the connection, which takes precedence.
 */
export const updateEinvoicingSettings = async (
  deps: Deps,
  actor: Actor,
  input: EinvoicingSettings,
): Promise<EinvoicingSettingsJson> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  if (deps.config.einvoicing) throw AppError.conflict(SET_BY_ENVIRONMENT_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const kept = await loadEinvoicingSettingsRow(tx);
    const bearer = input.auth_method === 'bearer';
    const token = bearer
      ? input.token
        ? sealEinvoicingSecret(deps.config, 'token', input.token)
        : kept?.authMethod === 'bearer'
          ? kept.token
          : null
      : null;
    const clientSecret = bearer
      ? null
      : input.oauth_client_secret
        ? sealEinvoicingSecret(deps.config, 'oauth-client-secret', input.oauth_client_secret)
        : kept?.authMethod === 'oauth2'
          ? kept.oauthClientSecret
          : null;
    if (bearer && !token) throw required('token');
    if (!bearer && !clientSecret) throw required('oauth_client_secret');
    const values = {
      enabled: input.enabled,
      flowUrl: input.flow_url,
      directoryUrl: input.directory_url,
      authMethod: input.auth_method,
      token,
      oauthTokenUrl: bearer ? null : (input.oauth_token_url ?? null),
      oauthClientId: bearer ? null : (input.oauth_client_id ?? null),
      oauthClientSecret: clientSecret,
      updatedBy: actor.id,
      updatedAt: deps.now(),
    };
    const [row] = await tx
      .insert(einvoicingSettings)
      .values({ id: 'lab', ...values })
      .onConflictDoUpdate({ target: einvoicingSettings.id, set: values })
      .returning();
    return einvoicingSettingsJson(deps, row);
  });
};
