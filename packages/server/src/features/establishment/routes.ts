import { establishmentSchema } from '@conque/domain/accounts/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { SiretTakenError } from '../accounts/establishment-rows';
import { getOwnDirectoryEntry } from '../einvoicing/get-own-directory-entry';
import { updateEstablishment } from './update-establishment';

export const establishmentRoutes = new Hono<AppEnv>();

// Spec 001 §2 /dashboard/establishment: the whole form is sent, so every field is required.
establishmentRoutes.patch('/', requireUser, async (c) => {
  const input = await parseJsonBody(c, establishmentSchema);
  try {
    return c.json(await updateEstablishment(c.var.deps, currentActor(c.var.currentUser), input));
  } catch (error) {
    // The same body as create_establishment's duplicate (spec 000 §8): code 23505 and existing_name.
    if (error instanceof SiretTakenError) return c.json(error.body, error.status);
    throw error;
  }
});

// Decision 145: « Mon établissement » shows which platform receives its invoices (its manager's).
establishmentRoutes.get('/einvoicing-address', requireUser, async (c) =>
  c.json(await getOwnDirectoryEntry(c.var.deps, currentActor(c.var.currentUser))),
);
