import { idField } from '@conque/domain/shared/fields';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { endOtherSessions, endSession } from './end-sessions';
import { listSessions } from './list-sessions';

// The person's devices on the profile page.
export const sessionRoutes = new Hono<AppEnv>();

const sessionIdSchema = z.strictObject({ session: idField });

sessionRoutes.get('/sessions', requireUser, async (c) =>
  c.json(await listSessions(c.var.deps, currentActor(c.var.currentUser), c.var.currentUser.sessionId)),
);

// Before /:id, which would take "end-others" for an id.
sessionRoutes.post('/sessions/end-others', requireUser, async (c) =>
  c.json(await endOtherSessions(c.var.deps, currentActor(c.var.currentUser), c.var.currentUser.sessionId)),
);

sessionRoutes.delete('/sessions/:id', requireUser, async (c) => {
  const { session } = parseWith(sessionIdSchema, { session: c.req.param('id') });
  return c.json(await endSession(c.var.deps, currentActor(c.var.currentUser), session));
});
