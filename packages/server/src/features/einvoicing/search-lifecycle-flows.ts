import { eq } from 'drizzle-orm';
import type { PaConnectionConfig } from '../../config';
import { einvoicingLifecycleCursor } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { callPa, paErrorText } from './pa-client';
import { LifecycleFlowUnavailable, readLifecycleFlow } from './read-lifecycle-flow';

// Decision 147: the fallback that never misses a status. Annex A's POST /v1/flows/search for the
// lifecycle flows updated since the last one read (the cursor, kept in the database), oldest first,
// a page of SEARCH_LIMIT at a time; each one not read yet is downloaded and applied like a webhook's.
// The cursor moves past a flow only once it is applied (or recorded as an anomaly), so a PA down in
// the middle of a page leaves it where the next run starts again.

export const SEARCH_LIMIT = 100;
/** The e-invoicing reform's first day: no lifecycle flow of ours is older (a first search starts there). */
export const LIFECYCLE_SEARCH_START = new Date('2026-09-01T00:00:00+02:00');

type FoundFlow = { flowId: string; updatedAt: string };

const searchPage = async (deps: Deps, connection: PaConnectionConfig, after: Date): Promise<FoundFlow[]> => {
  const answer = await callPa(
    connection,
    'flow',
    {
      method: 'POST',
      path: '/v1/flows/search',
      json: {
        limit: SEARCH_LIMIT,
        where: { updatedAfter: after.toISOString(), flowType: ['CustomerInvoiceLC'], flowDirection: ['In'] },
      },
    },
    deps.now,
  ).catch((error: unknown) => {
    throw new LifecycleFlowUnavailable(error instanceof Error ? error.message : String(error));
  });
  if (answer.status !== 200)
    throw new LifecycleFlowUnavailable(`HTTP ${answer.status} : ${paErrorText(answer.text).slice(0, 300)}`);
  let results: unknown;
  try {
    results = (JSON.parse(answer.text) as { results?: unknown }).results;
  } catch {
    throw new LifecycleFlowUnavailable('réponse de recherche illisible');
  }
  if (!Array.isArray(results)) throw new LifecycleFlowUnavailable('réponse de recherche sans results');
  return results
    .filter(
      (flow): flow is FoundFlow =>
        typeof flow?.flowId === 'string' &&
        typeof flow?.updatedAt === 'string' &&
        !Number.isNaN(Date.parse(flow.updatedAt)),
    )
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
};

const loadCursor = async (deps: Deps): Promise<Date> => {
  const [row] = await deps.db
    .select()
    .from(einvoicingLifecycleCursor)
    .where(eq(einvoicingLifecycleCursor.id, 'lab'));
  return row?.updatedAfter ?? LIFECYCLE_SEARCH_START;
};

const saveCursor = (deps: Deps, updatedAfter: Date) =>
  deps.db
    .insert(einvoicingLifecycleCursor)
    .values({ id: 'lab', updatedAfter })
    .onConflictDoUpdate({ target: einvoicingLifecycleCursor.id, set: { updatedAfter } });

/** Reads every lifecycle flow since the cursor; answers how many were applied. */
export const searchLifecycleFlows = async (deps: Deps, connection: PaConnectionConfig): Promise<number> => {
  let cursor = await loadCursor(deps);
  let applied = 0;
  for (;;) {
    // A millisecond back: flows updated in the cursor's own millisecond are asked for again, and
    // those already read are skipped by their flowId.
    const page = await searchPage(deps, connection, new Date(cursor.getTime() - 1));
    let moved = false;
    for (const flow of page) {
      if ((await readLifecycleFlow(deps, connection, flow.flowId, 'search')) === 'applied') applied += 1;
      const updatedAt = new Date(flow.updatedAt);
      if (updatedAt > cursor) {
        cursor = updatedAt;
        moved = true;
        await saveCursor(deps, cursor);
      }
    }
    if (page.length < SEARCH_LIMIT || !moved) return applied;
  }
};
