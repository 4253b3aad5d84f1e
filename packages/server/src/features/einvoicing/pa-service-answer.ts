import { PA_SERVICE_NAMES, type PaService, quotePaText } from '@conque/domain/einvoicing/connection-messages';
import { type PaAnswer, paErrorText } from './pa-client';

// Whether an answer is really the service's, for « Tester la connexion » (decision 140): the Flow
// Service of XP Z12-013 annex A or the Directory Service of annex B, not the other one, nor a web
// site that answers 200 to any path, nor a proxy's « no such path ».

const jsonObjectOf = (text: string): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET /v1/healthcheck as both annexes declare it: 200 with no content (annex A's
 * Ok200EmptyResponse, annex B's bare 200). A JSON object is tolerated, a PA may add to its answers
 * (XP Z12-013 §4.1); a web page or any other text is not the service.
 */
export const isServiceHealthcheck = (answer: PaAnswer): boolean =>
  answer.status === 200 && (answer.text.trim() === '' || jsonObjectOf(answer.text) !== undefined);

/**
 * The answer to the authenticated search that proves the credentials: 200 (or 206, annex B's
 * reduced answer) with a JSON object whose `results`, when present, is a list (annex A's
 * SearchFlowContent, annex B's sirenSearchPost200Response).
 */
export const isServiceSearch = (answer: PaAnswer): boolean => {
  if (answer.status !== 200 && answer.status !== 206) return false;
  const body = jsonObjectOf(answer.text);
  return body !== undefined && (body.results === undefined || Array.isArray(body.results));
};

/**
 * An answer that says the address is not the service's at all: a 2xx that is not the service's
 * answer, a redirection (none is followed), or « no such path » (404, 405). Annex A declares no 404
 * on a flow search; annex B's 404 on a SIREN search would mean the lab's own SIREN is not in the
 * directory, where every company subject to VAT is: from this call, it means a path it does not have.
 */
export const saysNotTheService = (answer: PaAnswer): boolean =>
  (answer.status >= 200 && answer.status < 400) || answer.status === 404 || answer.status === 405;

const SERVICE_ROLE: Record<PaService, { as: string; annex: string; other: string }> = {
  flow: { as: 'un service des flux', annex: 'XP Z12-013 annexe A', other: "celle de l'annuaire" },
  directory: { as: 'un annuaire', annex: 'XP Z12-013 annexe B', other: 'celle du service des flux' },
};

/**
 * The body received, in a few words: a web page is named as such; a problem (RFC 9457, annex B's
 * `error`, a proxy's) by its title and detail; anything else as paErrorText reads it.
 */
const receivedText = (text: string): string => {
  if (/^\s*</.test(text)) return 'une page web';
  const body = jsonObjectOf(text);
  const problem = [body?.title ?? body?.message, body?.detail ?? body?.details].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  if (body?.errorCode === undefined && problem.length > 0) return quotePaText(problem.join(' — '));
  return quotePaText(paErrorText(text));
};

export const notTheServiceMessage = (service: PaService, call: string, answer: PaAnswer): string => {
  const role = SERVICE_ROLE[service];
  return `${PA_SERVICE_NAMES[service]} : cette adresse ne répond pas comme ${role.as} (${role.annex}) : vérifiez qu'elle n'est pas ${role.other}. ${call} a répondu ${answer.status} (${receivedText(answer.text)}).`;
};
