import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { jobs, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import type { JobHandler } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { disableFailingEndpoint } from './disable-failing-endpoint';
import { type PostOutcome, postWebhook } from './post-webhook';
import { RefusedTargetError, resolveWebhookTarget } from './webhook-address';
import { nextAttemptAt, RETRY_WINDOW_MS } from './webhook-retry';
import { signingSecrets } from './webhook-secret';

/** Written by the migration's triggers (payload { deliveryId }) and by « Renvoyer » ({ resend }). */
export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';

type Loaded = {
  delivery: typeof webhookDeliveries.$inferSelect;
  endpoint: typeof webhookEndpoints.$inferSelect;
};

/**
 * One try of one delivery. The job worker claims each job once across processes
 * (jobs/claim-due-jobs.ts), and a delivery has one job waiting at a time, so a delivery reaches its
 * endpoint once; an automatic job for a delivery no longer pending does nothing. A failed try
 * queues the next one itself, on the webhook schedule (webhook-retry.ts), rather than on the
 * worker's. Signed per Standard Webhooks: the current secret and, for 24 h after a rotation, the
 * previous one, space-separated in `webhook-signature`.
 */
export const deliverWebhookJob: JobHandler = async (job, deps) => {
  const deliveryId = String(job.payload.deliveryId);
  const resend = job.payload.resend === true;
  const loaded = await load(deps, deliveryId);
  if (!loaded) return;
  const { delivery, endpoint } = loaded;
  if (!resend && (delivery.status !== 'pending' || !endpoint.enabled)) {
    if (delivery.status === 'pending') await giveUp(deps, delivery.id);
    return;
  }
  const now = deps.now();
  const body = JSON.stringify(delivery.payload);
  const signature = signingSecrets(deps.config, endpoint, now)
    .map((secret) => new Webhook(secret).sign(delivery.id, now, body))
    .join(' ');
  const headers = {
    'webhook-id': delivery.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
  const outcome = await attempt(deps, endpoint.url, headers, body);
  await record(deps, loaded, outcome, now, resend);
};

const load = async (deps: Deps, deliveryId: string): Promise<Loaded | undefined> => {
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
};

const attempt = async (
  deps: Deps,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<PostOutcome> => {
  try {
    return await postWebhook(await resolveWebhookTarget(deps.config, url), headers, body);
  } catch (error) {
    if (!(error instanceof RefusedTargetError)) throw error;
    return { statusCode: null, durationMs: 0, response: error.message };
  }
};

const succeeded = (outcome: PostOutcome) =>
  outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

const record = async (deps: Deps, loaded: Loaded, outcome: PostOutcome, now: Date, resend: boolean) =>
  succeeded(outcome)
    ? recordSuccess(deps, loaded, outcome, now)
    : recordFailure(deps, loaded, outcome, now, resend);

/**
 * The try, the delivery delivered and the endpoint's failures forgotten, in one statement (atomic
 * like a transaction, one round trip instead of five: bench/webhooks.ts).
 */
const recordSuccess = (deps: Deps, { delivery, endpoint }: Loaded, outcome: PostOutcome, now: Date) =>
  deps.db.execute(sql`
    with attempt as (
      insert into ${webhookAttempts} (delivery_id, endpoint_id, at, status_code, duration_ms, response)
      values (${delivery.id}, ${endpoint.id}, ${now.toISOString()}::timestamptz, ${outcome.statusCode},
        ${outcome.durationMs}, ${outcome.response})
    ), delivered as (
      update ${webhookDeliveries} set status = 'delivered', delivered_at = ${now.toISOString()}::timestamptz,
        attempts = attempts + 1
      where id = ${delivery.id}
    )
    update ${webhookEndpoints} set failing_since = null
    where id = ${endpoint.id} and failing_since is not null`);

const recordFailure = (
  deps: Deps,
  { delivery, endpoint }: Loaded,
  outcome: PostOutcome,
  now: Date,
  resend: boolean,
) =>
  deps.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      at: now,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      response: outcome.response,
    });
    const attempts = delivery.attempts + 1;
    await tx.update(webhookDeliveries).set({ attempts }).where(eq(webhookDeliveries.id, delivery.id));
    // A resend that fails leaves the delivery as it was: its owner sees the try in the log.
    if (resend) return;
    const [failing] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ since: webhookEndpoints.failingSince });
    if (failing?.since && now.getTime() - failing.since.getTime() >= RETRY_WINDOW_MS) {
      await disableFailingEndpoint(tx, deps, endpoint.id);
      return;
    }
    const next = nextAttemptAt(delivery.createdAt, attempts, now);
    if (next === null) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed' })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')));
      return;
    }
    await tx
      .insert(jobs)
      .values({ kind: DELIVER_WEBHOOK_JOB, payload: { deliveryId: delivery.id }, runAt: next });
  });

const giveUp = (deps: Deps, deliveryId: string) =>
  deps.db
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
