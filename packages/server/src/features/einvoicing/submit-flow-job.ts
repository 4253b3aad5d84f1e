import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { einvoicingSubmissions } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { loadPaConnection } from './einvoicing-connection';
import { flowFile, type SubmissionRow } from './flow-file';
import { PaUnreachable, paErrorText } from './pa-client';
import { FLOW_POST_TIMEOUT_MS, type PaFlow, postFlow, readFlow, searchSentFlows } from './pa-flows';
import {
  beginFlowTry,
  recordFlowAck,
  recordFlowNotTransmitted,
  recordFlowRefused,
  recordFlowTryFailed,
} from './record-flow-ack';
import { isTransmitted } from './transmission';

/** Annex A's answers to POST /v1/flows that say the flow itself is refused: no retry can change it. */
const REFUSED = new Set([400, 413, 422]);

/**
 * Sends one flow exactly once (decision 146). A row still `to_send` after a try began (a timeout, a
 * crash, a kill -9 between the PA's receipt and our commit) is first looked for at the PA by its
 * tracking id: found, its flow id and acknowledgement are recorded instead of sending it again. The
 * job's lease keeps a second process from running it meanwhile (jobs/claim-due-jobs.ts). A row
 * `sent` (acknowledged Pending) is read again until Ok or Error. Any failure to reach the PA throws:
 * the job retries with its back-off, and nothing else waits on it.
 */
const submitFlow = async (deps: Deps, submissionId: string, postTimeoutMs: number) => {
  const [submission] = await deps.db
    .select()
    .from(einvoicingSubmissions)
    .where(eq(einvoicingSubmissions.id, submissionId));
  if (!submission) throw new PermanentJobError(`flux ${submissionId} introuvable`);
  if (submission.state !== 'to_send' && submission.state !== 'sent') return;
  // The document's PDF first: with e-invoicing on, this job is its maker, whatever the PA does.
  const file = submission.state === 'to_send' ? await flowFile(deps, submission) : undefined;
  const pa = await loadPaConnection(deps);
  try {
    // Recorded on the row like any failure: the pending flows' list says why nothing leaves.
    if (!pa?.enabled) throw new Error('la facturation électronique est coupée : envoi différé');
    if (submission.state === 'sent') {
      if (!submission.flowId) throw new PermanentJobError(`flux ${submission.trackingId} sans flowId`);
      await recordFlowAck(
        deps,
        submission,
        await readFlow(pa.connection, submission.flowId, deps.now),
        'sent',
      );
      return;
    }
    if (submission.attempts > 0) {
      const [arrived] = await searchSentFlows(pa.connection, submission.trackingId, deps.now);
      if (arrived) return await recordFlowAck(deps, submission, arrived, 'to_send');
    } else if (!(await isTransmitted(deps, submission))) {
      // Asked before the first try only: once a try began, the PA may hold it.
      return await recordFlowNotTransmitted(deps, submission);
    }
    if (file) await send(deps, submission, file, pa.connection, postTimeoutMs);
  } catch (error) {
    if (error instanceof PermanentJobError) throw error;
    // The job's log and the row say why, in the system's words (a timeout, ECONNREFUSED).
    const message =
      error instanceof PaUnreachable
        ? `plateforme injoignable (${error.reason}) : ${error.url}`
        : error instanceof Error
          ? error.message
          : String(error);
    await recordFlowTryFailed(deps, submission, message);
    throw new Error(message, { cause: error });
  }
};

const send = async (
  deps: Deps,
  submission: SubmissionRow,
  { file, contentType }: Awaited<ReturnType<typeof flowFile>>,
  connection: NonNullable<Awaited<ReturnType<typeof loadPaConnection>>>['connection'],
  postTimeoutMs: number,
) => {
  const sha256 = createHash('sha256').update(file).digest('hex');
  await beginFlowTry(deps, submission, sha256);
  const info = {
    trackingId: submission.trackingId,
    name: submission.fileName,
    flowSyntax: submission.flowSyntax,
    ...(submission.flowProfile ? { flowProfile: submission.flowProfile } : {}),
    processingRule: submission.processingRule,
    sha256,
  };
  const answer = await postFlow(connection, { info, file, contentType }, deps.now, postTimeoutMs);
  if (answer.status === 202) {
    const body = JSON.parse(answer.text) as { flowId?: unknown };
    if (typeof body.flowId !== 'string') throw new Error(`réponse 202 sans flowId : ${answer.text}`);
    const flow: PaFlow = { flowId: body.flowId, acknowledgement: { status: 'Pending' } };
    return recordFlowAck(deps, submission, flow, 'to_send');
  }
  if (REFUSED.has(answer.status)) {
    const [code, ...message] = paErrorText(answer.text).split(' — ');
    return recordFlowRefused(deps, submission, {
      reasonCode: message.length > 0 ? (code ?? '') : String(answer.status),
      reasonMessage: message.length > 0 ? message.join(' — ') : (code ?? ''),
    });
  }
  throw new Error(`dépôt refusé pour l'instant : ${answer.status} ${paErrorText(answer.text).slice(0, 300)}`);
};

export const SUBMIT_FLOW_DEFAULTS = { postTimeoutMs: FLOW_POST_TIMEOUT_MS };

/** The job's handler; a test may shorten the upload's time limit. */
export const submitFlowJobWith =
  (options = SUBMIT_FLOW_DEFAULTS): JobHandler =>
  async (job, deps) => {
    const submissionId = job.payload.submissionId;
    if (typeof submissionId !== 'string') throw new PermanentJobError('submissionId manquant dans la tâche');
    await submitFlow(deps, submissionId, options.postTimeoutMs);
  };

export const submitFlowJob = submitFlowJobWith();
