import { statisticsQuerySchema } from '@conque/domain/statistics/statistics';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseQuery } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { establishmentActivity } from './establishment-activity';
import { labStatistics } from './lab-statistics';

// The lab's statistics and a manager's activity.
export const statisticsRoutes = new Hono<AppEnv>();

statisticsRoutes.get('/', requireUser, async (c) => {
  const { months } = parseQuery(c, statisticsQuerySchema);
  return c.json(await labStatistics(c.var.deps, currentActor(c.var.currentUser), months));
});

statisticsRoutes.get('/establishment', requireUser, async (c) => {
  const { months } = parseQuery(c, statisticsQuerySchema);
  return c.json(await establishmentActivity(c.var.deps, currentActor(c.var.currentUser), months));
});
