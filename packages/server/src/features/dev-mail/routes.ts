import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { devMailPage } from './dev-mail-page';
import { listDevMail } from './list-dev-mail';

// The dev mailbox exists only while SMTP is not configured (docs/design.md §1); with SMTP it is a 404, so
// that a production server never shows its mail.
/** Mounted at /api/dev. */
export const devMailApiRoutes = new Hono<AppEnv>();
/** Mounted at /, beside the other pages outside /api. */
export const devMailPageRoutes = new Hono<AppEnv>();

devMailApiRoutes.get('/mail', async (c) => {
  if (c.var.deps.config.smtpUrl) throw AppError.notFound('Ressource introuvable.');
  // A plain array, not the paginated list shape: a developer's tool, read as such by e2e/fixtures.
  return c.json(await listDevMail(c.var.deps));
});

devMailPageRoutes.get('/dev/mail', async (c) => {
  if (c.var.deps.config.smtpUrl) return c.text('Page introuvable.', 404);
  return c.html(devMailPage(await listDevMail(c.var.deps)));
});
