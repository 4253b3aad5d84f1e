import pg from 'pg';
import type { CapturedQuery } from './list-sql';

// Why a query is slow: its plan as PostgreSQL ran it, with the captured parameters bound.

export const explainAnalyze = async (databaseUrl: string, queries: CapturedQuery[]) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans: string[] = [];
    for (const query of queries) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
        query.params,
      );
      plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  } finally {
    await client.end();
  }
};
