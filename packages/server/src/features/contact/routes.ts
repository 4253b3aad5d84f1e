import { contactSchema } from '@conque/domain/accounts/schemas';
import { Hono } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { parseJsonBody } from '../../http/parse-input';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit';
import { sendContactEmail } from './send-contact-email';

// A public form that sends mail to the organisation: ten messages an hour from one address is more
// than a practice ever needs, and keeps a script from filling the inbox (docs/design.md §4).
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact-ip', limit: 10, windowSeconds: 3600 };

export const contactRoutes = new Hono<AppEnv>();

// Public (spec 000 §2 /contact). The hit is counted before parsing, so malformed posts count too.
contactRoutes.post('/send-contact-email', async (c) => {
  await enforceRateLimits(c.var.deps, [{ rule: CONTACT_RATE_LIMIT, subject: clientIp(c) }]);
  const input = await parseJsonBody(c, contactSchema);
  return c.json(await sendContactEmail(c.var.deps, input));
});
