import { formatParis } from '@conque/domain/shared/paris-time';
import type {
  CreatedVersion,
  SettingsVersionView,
  VersionedSettingsView,
} from '@conque/domain/shared/versioned-settings';
import { desc, getTableName, lte } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Deps } from '../../kernel/deps';
import { authorName, versionStart } from '../price-list/version-start';

/** The columns every versions table has beside its value (price_list_versions, planning_versions). */
type VersionsTable = PgTable & {
  id: AnyPgColumn;
  effectiveFrom: AnyPgColumn;
  createdBy: AnyPgColumn;
  createdByName: AnyPgColumn;
  createdAt: AnyPgColumn;
};

export type VersionedSettingsConfig<
  Table extends VersionsTable,
  Key extends keyof Table & string,
  Stored,
  View,
> = {
  table: Table;
  /** The jsonb column a version's value is kept in; the answers name the value the same. */
  column: Key;
  schema: z.ZodType<Stored>;
  /** What is in force before any version, and instead of one that no longer reads. */
  defaults: Stored;
  /** The stored value as the answers show it (the price list's flat prices). */
  view: (stored: Stored) => View;
  /** The French texts of a wrong effective day. */
  messages: { invalidDate: string; pastDate: string };
};

/**
 * One mechanism for what the lab edits in versions (the price list, decision 64; the planning,
 * decision 99): the version in force at an instant is the latest whose Paris day has come (ties:
 * the latest written); a new version is added, never an edit, from today or later, with who wrote
 * it. A value that no longer parses reads as the defaults, so that a setting never blocks an order.
 */
export const versionedSettings = <
  Table extends VersionsTable,
  Key extends keyof Table & string,
  Stored,
  View,
>(
  config: VersionedSettingsConfig<Table, Key, Stored, View>,
) => {
  const { table, schema, defaults } = config;
  // The table is known only by its common columns here: its value column is reached by name.
  const column = table[config.column] as unknown as AnyPgColumn;
  const readable = (stored: unknown): Stored => {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : defaults;
  };
  const newestFirst = [desc(table.effectiveFrom), desc(table.createdAt)];

  /** The value in force at `at`. */
  const current = async (db: Executor, at: Date): Promise<Stored> => {
    const [row] = await db
      .select({ value: column })
      .from(table as PgTable)
      .where(lte(table.effectiveFrom, at))
      .orderBy(...newestFirst)
      .limit(1);
    return row ? readable(row.value) : defaults;
  };

  /** The value in force now and every version, newest effective day first. */
  const versions = async (db: Executor, now: Date): Promise<VersionedSettingsView<Key, View>> => {
    const rows = await db
      .select({
        id: table.id,
        effectiveFrom: table.effectiveFrom,
        value: column,
        createdByName: table.createdByName,
        createdAt: table.createdAt,
      })
      .from(table as PgTable)
      .orderBy(...newestFirst);
    const currentId = rows.find((row) => (row.effectiveFrom as Date) <= now)?.id;
    return {
      current: config.view(await current(db, now)),
      versions: rows.map(
        (row) =>
          ({
            id: row.id as string,
            effective_from: formatParis(row.effectiveFrom as Date, 'yyyy-MM-dd'),
            [config.column]: config.view(readable(row.value)),
            created_by_name: row.createdByName as string,
            created_at: (row.createdAt as Date).toISOString(),
            current: row.id === currentId,
          }) as SettingsVersionView<Key, View>,
      ),
    };
  };

  /** A new version from Paris midnight of `effectiveFrom`, or a French 400 naming « Date d'effet ». */
  const create = async (
    deps: Deps,
    actorId: string,
    effectiveFrom: string,
    value: Stored,
  ): Promise<CreatedVersion> => {
    const start = versionStart(deps, effectiveFrom, config.messages);
    const [row] = await deps.db
      .insert(table as PgTable)
      .values({
        effectiveFrom: start,
        [config.column]: value,
        createdBy: actorId,
        createdByName: await authorName(deps.db, actorId),
        createdAt: deps.now(),
      })
      .returning({ id: table.id });
    if (!row) throw new Error(`${getTableName(table)}: version not inserted`);
    return { id: row.id as string };
  };

  return { current, versions, create };
};
