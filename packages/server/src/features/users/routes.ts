import { searchPageQuerySchema } from '@conque/domain/shared/list-query';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseQuery } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { listUsers } from './list-users';

// Spec 001 §2 users page: "profiles: select" over every establishment, for preparators.
export const userRoutes = new Hono<AppEnv>();

userRoutes.get('/', requireUser, async (c) => {
  const query = parseQuery(c, searchPageQuerySchema);
  return c.json(await listUsers(c.var.deps, currentActor(c.var.currentUser), query));
});
