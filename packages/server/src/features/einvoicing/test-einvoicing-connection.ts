import type {
  EinvoicingConnectionTestJson,
  EinvoicingServiceCheckJson,
} from '@conque/domain/einvoicing/api-types';
import {
  CONNECTION_FAILURE,
  CONNECTION_SUCCESS,
  type PaFailure,
  type PaService,
  paCheckFailure,
  paCheckOk,
} from '@conque/domain/einvoicing/connection-messages';
import { type Actor, can } from '@conque/domain/permissions/can';
import { sirenOf } from '@conque/domain/shared/siret';
import type { PaConnectionConfig } from '../../config';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { loadPaConnection } from './einvoicing-connection';
import { PaTokenError } from './pa-access-token';
import { callPa, type PaAnswer, PaUnreachable, paErrorText } from './pa-client';
import {
  isServiceHealthcheck,
  isServiceSearch,
  notTheServiceMessage,
  saysNotTheService,
} from './pa-service-answer';

export const NO_CONNECTION_MESSAGE =
  "Aucune plateforme n'est configurée : renseignez ses adresses et ses identifiants, puis enregistrez.";

const HEALTHCHECK = '/v1/healthcheck';

/**
 * « Tester la connexion » (decision 140): each service's healthcheck (annex A and B: GET
 * /v1/healthcheck, 200 with no content, which declares no 401, so it proves the service answers,
 * not the credentials), then one authenticated read that declares 401 and 403, to prove the
 * credentials: a flow search by a tracking id no document has (annex A) and a SIREN search for the
 * lab's own SIREN (annex B). A service passes only if both answers are that service's: the other
 * service's address, or a web site's, answers 404 to the search or a page to the healthcheck, and
 * is named as not the service (pa-service-answer.ts). It runs with the switch off too: a
 * connection is tested before it is turned on.
 */
const checkService = async (
  connection: PaConnectionConfig,
  service: PaService,
  probe: { path: string; json: unknown },
  now: () => Date,
): Promise<EinvoicingServiceCheckJson> => {
  const fail = (failure: PaFailure) => ({ service, ok: false, message: paCheckFailure(service, failure) });
  const notTheService = (call: string, answer: PaAnswer) => ({
    service,
    ok: false,
    message: notTheServiceMessage(service, call, answer),
  });
  try {
    const health = await callPa(connection, service, { method: 'GET', path: HEALTHCHECK }, now);
    if (!isServiceHealthcheck(health)) {
      if (health.status === 401 || health.status === 403)
        return fail({ kind: 'refused', status: health.status, text: paErrorText(health.text) });
      if (saysNotTheService(health)) return notTheService(`GET ${HEALTHCHECK}`, health);
      return fail({ kind: 'unhealthy', status: health.status, text: paErrorText(health.text) });
    }
    const answer = await callPa(connection, service, { method: 'POST', ...probe }, now);
    if (answer.status === 401 || answer.status === 403)
      return fail({ kind: 'refused', status: answer.status, text: paErrorText(answer.text) });
    if (isServiceSearch(answer)) return { service, ok: true, message: paCheckOk(service) };
    if (saysNotTheService(answer)) return notTheService(`POST ${probe.path}`, answer);
    return fail({ kind: 'unexpected', status: answer.status, text: paErrorText(answer.text) });
  } catch (error) {
    if (error instanceof PaTokenError) return fail({ kind: 'oauth', status: error.status, text: error.text });
    if (error instanceof PaUnreachable)
      return fail({ kind: 'unreachable', url: error.url, cause: error.reason });
    throw error;
  }
};

export const testEinvoicingConnection = async (
  deps: Deps,
  actor: Actor,
): Promise<EinvoicingConnectionTestJson> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  const pa = await loadPaConnection(deps);
  if (!pa) throw AppError.badRequest(NO_CONNECTION_MESSAGE);
  const siren = sirenOf(deps.config.organisation.siret);
  const checks = [
    await checkService(
      pa.connection,
      'flow',
      { path: '/v1/flows/search', json: { limit: 1, where: { trackingId: 'conque-test-connexion' } } },
      deps.now,
    ),
    await checkService(
      pa.connection,
      'directory',
      { path: '/v1/siren/search', json: { filters: { siren: { op: 'contains', value: siren } }, limit: 1 } },
      deps.now,
    ),
  ];
  const ok = checks.every((check) => check.ok);
  return { ok, summary: ok ? CONNECTION_SUCCESS : CONNECTION_FAILURE, checks };
};
