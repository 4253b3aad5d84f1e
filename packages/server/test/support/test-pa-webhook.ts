import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpbis } from 'http-message-signatures';
import type { TestPaFlow } from './test-pa';

// What the local test PA (test-pa.ts) adds for the lifecycle (decision 147): the webhook call of
// XP Z12-013 §5.6.3 (a WebhookCallbackContent, { flowInfo: Flow }), signed as RFC 9421 says with
// the key the lab gave it (hmac-sha256, covering @method, @target-uri, content-type and
// content-digest, with created and keyid), and the lifecycle messages it emits, made from the
// standard's own examples (einvoicing/cdar-examples/).

export type WebhookKey = { keyId: string; secret: string };

const flowInfoOf = (flow: TestPaFlow) => ({
  submittedAt: flow.submittedAt,
  updatedAt: flow.updatedAt,
  flowId: flow.flowId,
  ...(flow.trackingId ? { trackingId: flow.trackingId } : {}),
  flowType: flow.flowType,
  flowDirection: flow.flowDirection,
  flowSyntax: flow.flowSyntax,
  acknowledgement: { status: flow.ackStatus },
});

/** The signed request the PA sends for `flow`: its headers and body, for any HTTP client. */
export const signedWebhookRequest = async (
  url: string,
  key: WebhookKey,
  flow: TestPaFlow,
  options: { created?: Date; body?: string } = {},
) => {
  const body = options.body ?? JSON.stringify({ flowInfo: flowInfoOf(flow) });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-digest': `sha-256=:${createHash('sha256').update(body).digest('base64')}:`,
  };
  const signed = await httpbis.signMessage(
    {
      key: {
        id: key.keyId,
        alg: 'hmac-sha256',
        sign: async (data) => createHmac('sha256', Buffer.from(key.secret, 'base64')).update(data).digest(),
      },
      fields: ['@method', '@target-uri', 'content-type', 'content-digest'],
      params: ['created', 'keyid', 'alg'],
      paramValues: { created: options.created ?? new Date() },
    },
    { method: 'POST', url, headers },
  );
  return { headers: signed.headers as Record<string, string>, body };
};

/** The PA calls the webhook at `url` for `flow`, and answers what it got. */
export const callWebhook = async (url: string, key: WebhookKey, flow: TestPaFlow) => {
  const { headers, body } = await signedWebhookRequest(url, key, flow);
  return fetch(url, { method: 'POST', headers, body });
};

const EXAMPLES = join(import.meta.dirname, 'einvoicing', 'cdar-examples');

const LABELS: Record<number, string> = {
  200: 'Déposée',
  203: 'Mise_à_disposition',
  207: 'En_litige',
  210: 'Refusée',
  213: 'Rejetée',
  211: 'Paiement_transmis',
};

/**
 * A lifecycle message about `documentNumber`, made from the standard's « En litige » example (case
 * UC4, with its reason): its number, status code, date (Paris, CCYYMMDDHHMMSS) and reason replaced.
 */
export const lifecycleCdar = (input: {
  documentNumber: string;
  statusCode: number;
  at: string;
  reasonCode?: string;
  reason?: string;
  /** No reason at all (its SpecifiedDocumentStatus left out), as the examples of 200 and 203 have. */
  withoutReason?: boolean;
}): string => {
  let xml = readFileSync(join(EXAMPLES, 'UC4_F202500006_04-CDV-207_En_litige.xml'), 'utf8');
  xml = xml
    .replaceAll(
      '<ram:IssuerAssignedID>F202500006</ram:IssuerAssignedID>',
      `<ram:IssuerAssignedID>${input.documentNumber}</ram:IssuerAssignedID>`,
    )
    .replace(
      '<ram:ProcessConditionCode>207</ram:ProcessConditionCode>',
      `<ram:ProcessConditionCode>${input.statusCode}</ram:ProcessConditionCode>`,
    )
    .replace(
      '<ram:ProcessCondition>En_litige</ram:ProcessCondition>',
      `<ram:ProcessCondition>${LABELS[input.statusCode] ?? input.statusCode}</ram:ProcessCondition>`,
    )
    .replace(
      /(<rsm:AcknowledgementDocument>[\s\S]*?<udt:DateTimeString format="204">)\d{14}/,
      `$1${input.at}`,
    );
  if (input.withoutReason)
    xml = xml.replace(/\s*<ram:SpecifiedDocumentStatus>[\s\S]*?<\/ram:SpecifiedDocumentStatus>/, '');
  if (input.reasonCode !== undefined)
    xml = xml.replace(
      '<ram:ReasonCode>TX_TVA_ERR</ram:ReasonCode>',
      `<ram:ReasonCode>${input.reasonCode}</ram:ReasonCode>`,
    );
  if (input.reason !== undefined)
    xml = xml.replace(
      '<ram:Reason> Taux de TVA erroné</ram:Reason>',
      `<ram:Reason>${input.reason}</ram:Reason>`,
    );
  return xml;
};
