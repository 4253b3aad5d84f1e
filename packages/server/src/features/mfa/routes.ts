import { establishmentMfaSchema, userIdParamSchema } from '@conque/domain/accounts/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { getMfaStatus } from './get-mfa-status';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import { resetUserMfa } from './reset-user-mfa';
import { setEstablishmentMfa } from './set-establishment-mfa';

// The product's side of the second factor. The factors themselves are the identity
// service's (/auth/v1/factors, auth/mfa/); these are the profile page's status and recovery codes, a
// préparateur's reset of another's factor, and a manager's requirement for its establishment.
/** Mounted at /api/profile. */
export const profileMfaRoutes = new Hono<AppEnv>();
/** Mounted at /api/users. */
export const userMfaRoutes = new Hono<AppEnv>();
/** Mounted at /api/establishment. */
export const establishmentMfaRoutes = new Hono<AppEnv>();

profileMfaRoutes.get('/mfa', requireUser, async (c) =>
  c.json(await getMfaStatus(c.var.deps, currentActor(c.var.currentUser))),
);

profileMfaRoutes.post('/mfa/recovery-codes', requireUser, async (c) =>
  c.json(await regenerateRecoveryCodes(c.var.deps, currentActor(c.var.currentUser))),
);

userMfaRoutes.post('/:id/mfa-reset', requireUser, async (c) => {
  const { id } = parseWith(userIdParamSchema, c.req.param());
  return c.json(await resetUserMfa(c.var.deps, currentActor(c.var.currentUser), id));
});

establishmentMfaRoutes.put('/mfa', requireUser, async (c) => {
  const input = await parseJsonBody(c, establishmentMfaSchema);
  return c.json(await setEstablishmentMfa(c.var.deps, currentActor(c.var.currentUser), input));
});
