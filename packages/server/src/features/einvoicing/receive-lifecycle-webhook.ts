import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import type { LifecycleOutcome } from './apply-lifecycle-status';
import { loadPaConnection } from './einvoicing-connection';
import { contentDigestMatches, type SignedRequest, verifyHttpSignature } from './http-signature';
import { LifecycleFlowUnavailable, readLifecycleFlow } from './read-lifecycle-flow';
import { loadWebhookKey } from './webhook-key';

// Decision 147: the PA's webhook (XP Z12-013 §5.6.3, a WebhookCallbackContent: { flowInfo: Flow }),
// believed only on its RFC 9421 signature: hmac-sha256 with the lab's key, covering the method, the
// address and the body's Content-Digest, created less than MAX_AGE_SECONDS ago. A replay inside that
// window changes nothing: a flowId is applied once. A bad signature is a 401 and nothing is stored.

export const MAX_AGE_SECONDS = 300;

const LIFECYCLE_FLOW_TYPES = new Set(['CustomerInvoiceLC', 'SupplierInvoiceLC']);

export type WebhookOutcome = LifecycleOutcome | 'ignored' | 'deferred';

const refuse = (reason: string): never => {
  logger.warn({ reason }, 'appel du webhook de la plateforme agréée refusé');
  throw new AppError(
    'unauthorized',
    `Signature du webhook refusée (${reason}) : vérifiez la clé donnée à la plateforme agréée sur la page « Facturation électronique ».`,
  );
};

const flowOf = (body: Uint8Array): { flowId: string; flowType: string | undefined } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    throw AppError.badRequest('Corps du webhook : JSON illisible', 'flowInfo');
  }
  const flowInfo = (parsed as { flowInfo?: { flowId?: unknown; flowType?: unknown } } | null)?.flowInfo;
  if (typeof flowInfo?.flowId !== 'string' || flowInfo.flowId === '')
    throw AppError.badRequest('Flux : flowInfo.flowId est obligatoire', 'flowInfo');
  return {
    flowId: flowInfo.flowId,
    flowType: typeof flowInfo.flowType === 'string' ? flowInfo.flowType : undefined,
  };
};

export const receiveLifecycleWebhook = async (
  deps: Deps,
  request: SignedRequest,
  body: Uint8Array,
): Promise<WebhookOutcome> => {
  const key = await loadWebhookKey(deps);
  if (!key) return refuse('aucune clé de webhook n’a été créée');
  const check = await verifyHttpSignature(request, key, { now: deps.now(), maxAgeSeconds: MAX_AGE_SECONDS });
  if (!check.ok) return refuse(check.reason);
  const covers = (name: string) => check.components.includes(name);
  if (!check.created) return refuse('paramètre created absent');
  if (!covers('@method') || !(covers('@target-uri') || covers('@path')) || !covers('content-digest'))
    return refuse('la signature doit couvrir @method, @target-uri (ou @path) et content-digest');
  if (!contentDigestMatches(request.headers['content-digest'], body))
    return refuse('Content-Digest ne correspond pas au corps');
  const flow = flowOf(body);
  if (flow.flowType !== undefined && !LIFECYCLE_FLOW_TYPES.has(flow.flowType)) return 'ignored';
  const pa = await loadPaConnection(deps);
  // Off: nothing is read now; once it is on, the search finds the flow (decision 147).
  if (!pa?.enabled) return 'deferred';
  try {
    return await readLifecycleFlow(deps, pa.connection, flow.flowId, 'webhook');
  } catch (error) {
    if (!(error instanceof LifecycleFlowUnavailable)) throw error;
    logger.warn({ flowId: flow.flowId, reason: error.message }, 'flux de cycle de vie non téléchargé');
    return 'deferred';
  }
};
