import type { Role } from '@conque/domain/permissions/roles';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { insertEstablishment, signedInUser } from './factories';
import type { TestApp } from './test-app';

// docs/design.md §4: every area tests each of its endpoints against the same callers, with the same
// columns, the same scene around the caller and the same error bodies. This file is that part; each
// permission-matrix.test.ts keeps only its endpoints, its expected statuses and its checks.

/** The columns of every matrix, in this order. */
export const WHO = [
  'anonymous',
  'bad token',
  'preparator',
  'manager',
  'manager without establishment',
  'user',
  'viewer',
] as const;
export type Who = (typeof WHO)[number];

/** The columns of an area that does not test a forged token (its routes share the same guard). */
export const WHO_WITHOUT_BAD_TOKEN = WHO.filter((who) => who !== 'bad token');

const ROLE_OF: Record<Who, Role> = {
  // The anonymous and forged callers still have an account (a manager's), so that the rules, not
  // missing data, refuse them.
  anonymous: 'manager',
  'bad token': 'manager',
  preparator: 'preparator',
  manager: 'manager',
  'manager without establishment': 'manager',
  user: 'user',
  viewer: 'viewer',
};

/** Whether the caller belongs to the scene's own establishment (a preparator belongs to none). */
export const hasEstablishment = (who: Who) =>
  ROLE_OF[who] !== 'preparator' && who !== 'manager without establishment';

/**
 * A signed-in account for `who`, in `ownEstablishmentId` when it has one, and the token the call
 * sends: none for the anonymous caller, a forged one for 'bad token'.
 */
export const callerFor = async (t: TestApp, who: Who, ownEstablishmentId: string) => {
  const { profile, token } = await signedInUser(t.db, t.config, {
    role: ROLE_OF[who],
    establishmentId: hasEstablishment(who) ? ownEstablishmentId : null,
  });
  const sent = who === 'anonymous' ? undefined : who === 'bad token' ? 'not-a-token' : token;
  return { me: profile, token: sent };
};

/** The caller, its own establishment and another one: where every matrix scene starts. */
export const callerScene = async (t: TestApp, who: Who) => {
  const own = await insertEstablishment(t.db);
  const other = await insertEstablishment(t.db);
  return { own, other, ...(await callerFor(t, who, own.id)) };
};

/** One test row per endpoint and caller: `statuses` lists the expected status of each column. */
export const matrixRows = <Endpoint extends string>(
  matrix: Record<Endpoint, readonly number[]>,
  columns: readonly Who[] = WHO,
) =>
  (Object.keys(matrix) as Endpoint[]).flatMap((endpoint) => {
    const statuses = matrix[endpoint];
    if (statuses.length !== columns.length)
      throw new Error(`${endpoint}: ${columns.length} statuses expected`);
    return columns.map((who, column) => ({ endpoint, who, status: statuses[column] as number }));
  });

/** `message` is the French text, or a matcher where an area answers one of several. */
export type ErrorBody = { code: string; message: unknown };

export const NO_ESTABLISHMENT: ErrorBody = { code: 'bad_request', message: 'Aucun établissement associé' };
export const UNAUTHORIZED: ErrorBody = { code: 'unauthorized', message: 'Vous devez être connecté.' };
export const FORBIDDEN: ErrorBody = {
  code: 'forbidden',
  message: "Vous n'avez pas les droits nécessaires pour cette action.",
};

export const notFound = (message: string): ErrorBody => ({ code: 'not_found', message });

/** The error body of each refused status: the common ones, and the area's own (its 404's text). */
export const errorBodies = (own: Record<number, ErrorBody> = {}): Record<number, ErrorBody> => ({
  400: NO_ESTABLISHMENT,
  401: UNAUTHORIZED,
  403: FORBIDDEN,
  ...own,
});

/**
 * One cell of a matrix: answers `status`; an allowed call passes `check`, a refused one answers
 * its error body and leaves `snapshot` (what the area may write) as it was.
 */
export const expectMatrixCell = async ({
  send,
  status,
  errors,
  snapshot,
  check,
}: {
  send: () => Promise<Response> | Response;
  status: number;
  errors: Record<number, ErrorBody>;
  snapshot: () => Promise<unknown>;
  check?: (json: unknown, before: unknown) => Promise<void> | void;
}) => {
  const before = await snapshot();
  const response = await send();
  expect(response.status).toBe(status);
  const json = await response.json();
  if (status < 400) {
    await check?.(json, before);
    return;
  }
  expect(json).toEqual({ error: errors[status] });
  expect(await snapshot()).toEqual(before);
};

/** Who made a call, as its scene's `me` says. */
export type Caller = { id: string; role: Role; establishmentId: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a body: its array, its `items`, or the body itself; only those with an id count. */
const rowsOf = (json: unknown): Record<string, unknown>[] => {
  const rows = Array.isArray(json) ? json : isRecord(json) && Array.isArray(json.items) ? json.items : [json];
  return rows.filter((row): row is Record<string, unknown> => isRecord(row) && typeof row.id === 'string');
};

type Owner = { establishmentId: string | null; createdBy: string | null };

/** Whose each id's row is, whichever table holds it (an event or a comment: its order's establishment). */
const ownersOf = async (db: Db, ids: string[]): Promise<Map<string, Owner>> => {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select id::text, establishment_id::text, created_by::text from orders where id::text in (${list})
    union all select id::text, establishment_id::text, null from profiles where id::text in (${list})
    union all select id::text, establishment_id::text, null from collaborator_invitations
      where id::text in (${list})
    union all select id::text, establishment_id::text, null from delivery_addresses where id::text in (${list})
    union all select id::text, establishment_id::text, null from invoices where id::text in (${list})
    union all select id::text, establishment_id::text, null from credit_notes where id::text in (${list})
    union all select e.id::text, o.establishment_id::text, null from order_events e
      join orders o on o.id = e.order_id where e.id::text in (${list})
    union all select c.id::text, o.establishment_id::text, c.created_by::text from order_comments c
      join orders o on o.id = c.order_id where c.id::text in (${list})
    union all select id::text, establishment_id::text, null from webhook_endpoints where id::text in (${list})
    union all select a.id::text, w.establishment_id::text, null from webhook_attempts a
      join webhook_endpoints w on w.id = a.endpoint_id where a.id::text in (${list})`);
  type Row = { id: string; establishment_id: string | null; created_by: string | null };
  const rows = (result as unknown as { rows: Row[] }).rows;
  return new Map(
    rows.map((row) => [row.id, { establishmentId: row.establishment_id, createdBy: row.created_by }]),
  );
};

/**
 * docs/design.md §4: what an allowed read answers belongs to the caller. Each row of the body (by its id,
 * looked up in the database, not by what the body claims) is of the caller's own establishment, or
 * is the caller's own (created by the caller: a manager's draft before any establishment). A preparator
 * reads any establishment's rows.
 */
export const expectRowsOfCaller = async (db: Db, json: unknown, caller: Caller) => {
  if (caller.role === 'preparator') return;
  const rows = rowsOf(json);
  if (rows.length === 0) return;
  const owners = await ownersOf(
    db,
    rows.map((row) => row.id as string),
  );
  for (const row of rows) {
    const id = row.id as string;
    const owner = owners.get(id);
    if (!owner) throw new Error(`whose row is this? no table of establishment rows holds ${id}`);
    if (owner.createdBy === caller.id) continue;
    expect(owner.establishmentId, `row ${id} of another establishment`).toBe(caller.establishmentId);
  }
};

export type MatrixCall = { method?: string; path: string; body?: unknown };
/** An endpoint of a matrix: the call a scene makes, and what an allowed caller gets. */
export type MatrixEndpoint<Scene> = {
  call: (scene: Scene) => MatrixCall;
  check?: (scene: Scene, json: unknown) => Promise<void> | void;
};

/**
 * The matrix's tests, one per endpoint and caller ("<endpoint> as <who> → <status>"): each makes
 * its own scene, then calls as `expectMatrixCell` says; an allowed read (GET) also answers only the
 * caller's rows (`expectRowsOfCaller`).
 */
export const itEachMatrixCell = <
  Endpoint extends string,
  Scene extends { token: string | undefined; me: Caller },
>({
  app,
  matrix,
  columns = WHO,
  endpoints,
  makeScene,
  snapshot,
  errors,
  headers,
}: {
  /** The file's app, created in its beforeAll. */
  app: () => TestApp;
  matrix: Record<Endpoint, readonly number[]>;
  columns?: readonly Who[];
  endpoints: Record<Endpoint, MatrixEndpoint<Scene>>;
  makeScene: (who: Who) => Promise<Scene>;
  snapshot: () => Promise<unknown>;
  errors: Record<number, ErrorBody>;
  headers?: () => Record<string, string>;
}) =>
  it.each(matrixRows(matrix, columns))('$endpoint as $who → $status', async ({ endpoint, who, status }) => {
    const scene = await makeScene(who);
    const spec = endpoints[endpoint];
    const { method, path, body } = spec.call(scene);
    await expectMatrixCell({
      send: () => app().request(path, { method, body, token: scene.token, headers: headers?.() }),
      status,
      errors,
      snapshot,
      check: async (json) => {
        // A call with a body and no method is a POST (TestApp.request).
        if ((method ?? (body === undefined ? 'GET' : 'POST')) === 'GET')
          await expectRowsOfCaller(app().db, json, scene.me);
        await spec.check?.(scene, json);
      },
    });
  });
