import {
  createEstablishmentRpcSchema,
  createUserProfileSchema,
  fromEstablishmentRpc,
  profileNamesSchema,
  siretParamSchema,
  verifyInvitationSchema,
} from '@conque/domain/accounts/schemas';
import { profilePrescriberNumberSchema } from '@conque/domain/orders/prescriber';
import { Hono } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { createEstablishment } from './create-establishment';
import { createUserProfile } from './create-user-profile';
import { SiretTakenError } from './establishment-rows';
import { getEstablishmentNameBySiret } from './get-establishment-name-by-siret';
import { getProfile } from './get-profile';
import { updatePrescriberNumber } from './update-prescriber-number';
import { updateProfile } from './update-profile';
import { verifyInvitation } from './verify-invitation';

// Spec 000 §7 "Product functions" and "Data calls". requireUser is set per route, not with use('*'):
// each router is mounted at a prefix beside others, and a wildcard would guard their paths too.
/** Mounted at /api: the named calls that sit at its root. */
export const accountCallRoutes = new Hono<AppEnv>();
/** Mounted at /api/profile. */
export const profileRoutes = new Hono<AppEnv>();
/** Mounted at /api/rpc: the named call create_establishment. */
export const accountRpcRoutes = new Hono<AppEnv>();
/** Mounted at /api/establishments. */
export const establishmentLookupRoutes = new Hono<AppEnv>();

// Public: both are called before the new account's e-mail is confirmed, so without a session.
accountCallRoutes.post('/verify-invitation', async (c) => {
  const input = await parseJsonBody(c, verifyInvitationSchema);
  return c.json(await verifyInvitation(c.var.deps, input, { ip: clientIp(c) }));
});

accountCallRoutes.post('/create-user-profile', async (c) => {
  const input = await parseJsonBody(c, createUserProfileSchema);
  return c.json(await createUserProfile(c.var.deps, input));
});

profileRoutes.get('/', requireUser, async (c) => {
  return c.json(await getProfile(c.var.deps, currentActor(c.var.currentUser)));
});

profileRoutes.patch('/', requireUser, async (c) => {
  const names = await parseJsonBody(c, profileNamesSchema);
  return c.json(await updateProfile(c.var.deps, currentActor(c.var.currentUser), names));
});

// Decision 144: « Numéro RPPS ou ADELI », the order wizard's default prescriber.
profileRoutes.put('/prescriber-number', requireUser, async (c) => {
  const input = await parseJsonBody(c, profilePrescriberNumberSchema);
  return c.json(await updatePrescriberNumber(c.var.deps, currentActor(c.var.currentUser), input));
});

accountRpcRoutes.post('/create_establishment', requireUser, async (c) => {
  const input = await parseJsonBody(c, createEstablishmentRpcSchema);
  try {
    const created = await createEstablishment(
      c.var.deps,
      currentActor(c.var.currentUser),
      input.p_user_id,
      fromEstablishmentRpc(input),
    );
    return c.json(created, 201);
  } catch (error) {
    // The one error body with an extra field (spec 000 §8 names the existing establishment).
    if (error instanceof SiretTakenError) return c.json(error.body, error.status);
    throw error;
  }
});

establishmentLookupRoutes.get('/by-siret/:siret', requireUser, async (c) => {
  const { siret } = parseWith(siretParamSchema, c.req.param());
  return c.json(await getEstablishmentNameBySiret(c.var.deps, currentActor(c.var.currentUser), siret));
});
