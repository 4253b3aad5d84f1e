import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { requireUser } from '../../http/require-user';
import { listSignInHistory } from './list-sign-in-history';

// The « Historique des connexions » of the profile page.
export const signInHistoryRoutes = new Hono<AppEnv>();

signInHistoryRoutes.get('/sign-in-history', requireUser, async (c) =>
  c.json(await listSignInHistory(c.var.deps, currentActor(c.var.currentUser))),
);
