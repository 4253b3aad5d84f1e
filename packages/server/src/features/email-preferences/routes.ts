import { emailPreferencesSchema } from '@conque/domain/email-preferences/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { getEmailPreferences } from './get-email-preferences';
import { updateEmailPreferences } from './update-email-preferences';

// One's own e-mail preferences, from the profile page.
export const emailPreferenceRoutes = new Hono<AppEnv>();

emailPreferenceRoutes.get('/email-preferences', requireUser, async (c) =>
  c.json(await getEmailPreferences(c.var.deps, currentActor(c.var.currentUser))),
);

emailPreferenceRoutes.put('/email-preferences', requireUser, async (c) => {
  const input = await parseJsonBody(c, emailPreferencesSchema);
  return c.json(await updateEmailPreferences(c.var.deps, currentActor(c.var.currentUser), input));
});
