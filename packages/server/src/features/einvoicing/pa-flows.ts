import { randomUUID } from 'node:crypto';
import type { PaConnectionConfig } from '../../config';
import { paAccessToken } from './pa-access-token';
import { callPa, type PaAnswer, PaUnreachable } from './pa-client';

// The Flow Service calls the sending makes (XP Z12-013 annex A, decision 146): POST /v1/flows with
// the file and its flowInfo, POST /v1/flows/search by tracking id, GET /v1/flows/{flowId}.

/** A flow's upload takes longer than a look-up: a month's PDF travels in it. */
export const FLOW_POST_TIMEOUT_MS = 30_000;

export type FlowInfo = {
  trackingId: string;
  name: string;
  flowSyntax: string;
  flowProfile?: string;
  processingRule: string;
  sha256: string;
};

/** Annex A's Flow, as much of it as Conque reads. */
export type PaFlow = {
  flowId: string;
  trackingId?: string;
  acknowledgement?: { status?: string; details?: unknown };
};

/**
 * POST /v1/flows: a multipart body of `flowInfo` (a JSON part, annex A's encoding) and `file`.
 * The answer comes back whatever its status; no answer within `timeoutMs` is a PaUnreachable, and
 * the flow may then have arrived or not: the next try asks first (submit-flow-job.ts).
 */
export const postFlow = async (
  connection: PaConnectionConfig,
  flow: { info: FlowInfo; file: Buffer; contentType: string },
  now: () => Date,
  timeoutMs = FLOW_POST_TIMEOUT_MS,
): Promise<PaAnswer> => {
  const token = await paAccessToken(connection, now);
  const url = `${connection.flowUrl}/v1/flows`;
  const form = new FormData();
  form.append('flowInfo', new Blob([JSON.stringify(flow.info)], { type: 'application/json' }));
  form.append('file', new Blob([new Uint8Array(flow.file)], { type: flow.contentType }), flow.info.name);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'accept-language': 'fr',
        'x-request-id': randomUUID(),
      },
      body: form,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PaUnreachable(url, timedOut ? `pas de réponse en ${timeoutMs / 1000} s` : String(error));
  }
};

export class PaAnswerError extends Error {
  constructor(
    readonly call: string,
    readonly answer: PaAnswer,
  ) {
    super(`${call} : la plateforme a répondu ${answer.status} ${answer.text.slice(0, 300)}`);
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The flows Conque sent under `trackingId` (annex A's SearchFlowFilters: trackingId, flowDirection). */
export const searchSentFlows = async (
  connection: PaConnectionConfig,
  trackingId: string,
  now: () => Date,
): Promise<PaFlow[]> => {
  const answer = await callPa(
    connection,
    'flow',
    {
      method: 'POST',
      path: '/v1/flows/search',
      json: { limit: 100, where: { trackingId, flowDirection: ['Out'] } },
    },
    now,
  );
  const body = parseJson(answer.text) as { results?: PaFlow[] } | undefined;
  if (answer.status !== 200 || !Array.isArray(body?.results))
    throw new PaAnswerError('Recherche du flux', answer);
  return body.results.filter((flow) => flow.trackingId === trackingId);
};

/** GET /v1/flows/{flowId} (docType Metadata, the default): the flow and its acknowledgement. */
export const readFlow = async (
  connection: PaConnectionConfig,
  flowId: string,
  now: () => Date,
): Promise<PaFlow> => {
  const answer = await callPa(
    connection,
    'flow',
    { method: 'GET', path: `/v1/flows/${encodeURIComponent(flowId)}` },
    now,
  );
  const body = parseJson(answer.text) as PaFlow | undefined;
  if (answer.status !== 200 || typeof body?.flowId !== 'string')
    throw new PaAnswerError('Lecture du flux', answer);
  return body;
};
