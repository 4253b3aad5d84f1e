import type { ReworkCause } from '@conque/domain/production/api-types';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * « Causes de reprise » (decision 141): how many times each point of the checklist failed a quality
 * control since `since`, by its label as it was, most frequent first. A control that failed two
 * points counts once for each: the figure a production manager acts on is the point, not the order.
 */
export const reworkCauses = async (db: Executor, since: Date): Promise<ReworkCause[]> => {
  const result = await db.execute(sql`
    select item->>'label' as label, count(*)::int as failures
    from quality_control_failures, jsonb_array_elements(failed_items) as item
    where created_at >= ${since.toISOString()}
    group by item->>'label'
    order by failures desc, label asc`);
  return (result as unknown as { rows: ReworkCause[] }).rows.map((row) => ({
    label: row.label,
    failures: Number(row.failures),
  }));
};
