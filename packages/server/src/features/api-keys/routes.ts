import { createApiKeySchema } from '@conque/domain/api-keys/api-key-schemas';
import { idField } from '@conque/domain/shared/fields';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

// The « Clés d'API » page, from a session (never from a key).
export const apiKeyRoutes = new Hono<AppEnv>();

const keyIdSchema = z.strictObject({ key: idField });

apiKeyRoutes.get('/', requireUser, async (c) =>
  c.json(await listApiKeys(c.var.deps, currentActor(c.var.currentUser))),
);

apiKeyRoutes.post('/', requireUser, async (c) => {
  const input = await parseJsonBody(c, createApiKeySchema);
  return c.json(await createApiKey(c.var.deps, currentActor(c.var.currentUser), input), 201);
});

apiKeyRoutes.delete('/:id', requireUser, async (c) => {
  const { key } = parseWith(keyIdSchema, { key: c.req.param('id') });
  return c.json(await revokeApiKey(c.var.deps, currentActor(c.var.currentUser), key));
});
