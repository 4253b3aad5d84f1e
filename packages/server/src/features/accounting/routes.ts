import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseQuery } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { salesEntriesQuerySchema } from './accounting-input';
import { exportSalesEntries } from './export-sales-entries';

// The accountant's export, for preparators.
export const accountingRoutes = new Hono<AppEnv>();

accountingRoutes.get('/sales-entries', requireUser, (c) => {
  const query = parseQuery(c, salesEntriesQuerySchema);
  const { fileName, contentType, stream } = exportSalesEntries(
    c.var.deps,
    currentActor(c.var.currentUser),
    query,
  );
  return new Response(stream, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
});
