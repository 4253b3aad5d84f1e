import type { PGlite } from '@electric-sql/pglite';

// Decision 80. Loading the migrated template into a new PGlite costs 1.6–2 s of CPU, once per test
// file. The server projects do not isolate their files (vitest.config.ts), so this module lives as
// long as a worker: a file's database, once closed, is brought back to the template's exact content
// and handed to the worker's next file. A database whose schema a test changed and did not restore is
// closed instead, never handed on.

/** What a fresh template holds, read once from a fresh one: rows, sequences, schema fingerprint. */
type TemplateState = {
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; lastValue: string | null; startValue: string }[];
  fingerprint: string;
};

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`;

/** Every relation, trigger and function of the user's schemas: a test's DDL changes it. */
const fingerprintOf = async (client: PGlite) => {
  const { rows } = await client.query<{ fingerprint: string }>(
    `select (select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text, ',' order by 1)
               from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS})
         || '|' || (select count(*) from pg_trigger t where not t.tgisinternal)
         || '|' || (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                     where ${USER_SCHEMAS}) as fingerprint`,
  );
  return rows[0]?.fingerprint ?? '';
};

export const readTemplateState = async (client: PGlite): Promise<TemplateState> => {
  const tables = (
    await client.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows.map((row) => row.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const { rows: content } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = content[0]?.json;
    if (!json) continue;
    // Generated columns are computed again on insert, and cannot be given.
    const { rows: columns } = await client.query<{ name: string }>(
      `select quote_ident(a.attname) as name from pg_attribute a
        where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
      [table],
    );
    rows.push({ table, columns: columns.map((column) => column.name).join(', '), json });
  }
  const sequences = (
    await client.query<{ name: string; last_value: string | null; start_value: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text,
              start_value::text from pg_sequences`,
    )
  ).rows.map((row) => ({ name: row.name, lastValue: row.last_value, startValue: row.start_value }));
  return { tables, rows, sequences, fingerprint: await fingerprintOf(client) };
};

/**
 * Brings a used database back to the template's content: every table emptied then refilled with the
 * template's rows (triggers off: they would write history of their own), every sequence where the
 * template left it, the session's settings, listens and advisory locks dropped. False when the
 * schema differs from the template's: the caller closes it.
 */
export const resetToTemplate = async (client: PGlite, state: TemplateState): Promise<boolean> => {
  // A test that failed mid-transaction leaves it open.
  await client.exec('rollback').catch(() => {});
  if ((await fingerprintOf(client)) !== state.fingerprint) return false;
  await client.exec(`
    unlisten *;
    select pg_advisory_unlock_all();
    reset all;
    truncate ${state.tables.join(', ')} restart identity cascade;
    set session_replication_role = replica;
  `);
  for (const { table, columns, json } of state.rows) {
    await client.query(
      `insert into ${table} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
      [json],
    );
  }
  for (const sequence of state.sequences) {
    await client.query(
      sequence.lastValue === null ? 'select setval($1, $2, false)' : 'select setval($1, $2, true)',
      [sequence.name, sequence.lastValue ?? sequence.startValue],
    );
  }
  await client.exec('reset session_replication_role');
  return true;
};

/**
 * The client as the test sees it: the same PGlite, refusing every call once the test has closed it
 * (as a closed PGlite does), so that a closed test database stays closed after it is reused.
 */
export const closableView = (client: PGlite): { view: PGlite; close: () => void } => {
  let closed = false;
  const view = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return property === 'closed' ? closed || value : value;
      return (...args: unknown[]) => {
        if (closed) return Promise.reject(new Error('PGlite is closed'));
        return value.apply(target, args);
      };
    },
  });
  return {
    view,
    close: () => {
      closed = true;
    },
  };
};
