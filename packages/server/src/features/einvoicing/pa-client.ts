import { randomUUID } from 'node:crypto';
import type { PaService } from '@conque/domain/einvoicing/connection-messages';
import type { PaConnectionConfig } from '../../config';
import { PA_TIMEOUT_MS, paAccessToken } from './pa-access-token';

// One call to a service of the lab's PA (XP Z12-013 annex A, the Flow Service, or annex B, the
// Directory Service): the bearer token, a fresh X-Request-Id (annex A's correlation header),
// Accept-Language: fr (annex B's header, whose values are fr and en), no redirect followed, a
// time limit. The answer comes back whatever its status; no answer is a PaUnreachable.

export type PaAnswer = { status: number; text: string };

export class PaUnreachable extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`PA unreachable: ${url}`);
  }
}

const baseOf = (connection: PaConnectionConfig, service: PaService) =>
  service === 'flow' ? connection.flowUrl : connection.directoryUrl;

export const callPa = async (
  connection: PaConnectionConfig,
  service: PaService,
  request: { method: 'GET' | 'POST'; path: string; json?: unknown },
  now: () => Date,
): Promise<PaAnswer> => {
  const token = await paAccessToken(connection, now);
  const url = `${baseOf(connection, service)}${request.path}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    'accept-language': 'fr',
    'x-request-id': randomUUID(),
  };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      redirect: 'manual',
      signal: AbortSignal.timeout(PA_TIMEOUT_MS),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new PaUnreachable(url, reasonOf(error));
  }
};

/** Why a call got no answer, in the system's words (ECONNREFUSED, ENOTFOUND, a timeout). */
const reasonOf = (error: unknown): string => {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `pas de réponse en ${PA_TIMEOUT_MS / 1000} s`;
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

/** A PA's error body in its words: annex A's { errorCode, errorMessage }, or the text as received. */
export const paErrorText = (text: string): string => {
  try {
    const body = JSON.parse(text) as { errorCode?: unknown; errorMessage?: unknown };
    const words = [body.errorCode, body.errorMessage].filter(
      (part) => typeof part === 'string' && part !== '',
    );
    if (words.length > 0) return words.join(' — ');
  } catch {
    // Not JSON: the text itself.
  }
  return text;
};
