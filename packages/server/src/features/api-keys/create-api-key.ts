import type { CreateApiKeyInput, CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES_BY_ROLE } from '@conque/domain/permissions/api-key-scopes';
import { type Actor, can } from '@conque/domain/permissions/can';
import { parisDay, parisTime } from '@conque/domain/shared/paris-time';
import { apiKeys } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { actorName } from '../order-history/record-order-event';
import { newApiKeySecret } from './api-key-secret';
import { toApiKeyView } from './api-key-view';

/** The end of the chosen Paris day: the key works through it. */
const endOfParisDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return parisTime(year, month, date + 1);
};

/**
 * A new key of the actor's, with scopes its role may grant (a préparateur's are the
 * lab's, a manager's its establishment's). The route sits behind requireUser, which already refuses
 * a session below the full level its person must reach (permissions/mfa.ts). The secret is answered
 * here once and never again.
 */
export const createApiKey = async (
  deps: Deps,
  actor: Actor,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> => {
  if (!can(actor, 'api_keys.manage')) throw AppError.forbidden();
  const grantable = API_KEY_SCOPES_BY_ROLE[actor.role];
  const refused = input.scopes.find((scope) => !grantable.includes(scope));
  if (refused)
    throw AppError.badRequest(
      `Droits : votre rôle ne peut accorder « ${API_KEY_SCOPE_LABELS[refused]} »`,
      'scopes',
    );
  const expiresOn = input.expires_on ?? null;
  if (expiresOn !== null && (Number.isNaN(Date.parse(expiresOn)) || expiresOn < parisDay(deps.now())))
    throw AppError.badRequest("Date d'expiration : la date doit être aujourd'hui ou plus tard", 'expires_on');

  const { prefix, secretHash, token } = newApiKeySecret();
  const [row] = await deps.db
    .insert(apiKeys)
    .values({
      name: input.name,
      prefix,
      secretHash,
      scopes: [...new Set(input.scopes)],
      createdBy: actor.id,
      creatorRole: actor.role,
      establishmentId: actor.role === 'preparator' ? null : actor.establishmentId,
      expiresAt: expiresOn === null ? null : endOfParisDay(expiresOn),
    })
    .returning();
  if (!row) throw new Error('api key not inserted');
  return { ...toApiKeyView(row, await actorName(deps.db, actor.id)), secret: token };
};
