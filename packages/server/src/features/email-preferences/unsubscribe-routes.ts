import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/context';
import { readUnsubscribeLink, type UnsubscribeOutcome, unsubscribeByLink } from './unsubscribe';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';
import { unsubscribePage } from './unsubscribe-page';

// The link of every mail one may switch off, outside /api: a mail client's one-click POST (RFC 8058)
// is a form post (List-Unsubscribe=One-Click), which the API's JSON-only guard would refuse, and a
// person opening it gets a page, not JSON. No session: the signature is the authority.
export const unsubscribeRoutes = new Hono<AppEnv>();

const answer = (c: Context<AppEnv>, outcome: UnsubscribeOutcome) => {
  const { config } = c.var.deps;
  const url = new URL(c.req.url);
  const { status, html } = unsubscribePage({
    outcome,
    organisationName: config.organisation.name,
    action: `${UNSUBSCRIBE_PATH}${url.search}`,
    preferencesUrl: `${config.publicUrl}/dashboard/profile`,
  });
  // The address holds the signature: not cached (nor sent on as a referrer: the page's meta tag, since
  // the app's security headers set their own Referrer-Policy after the route).
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
};

unsubscribeRoutes.get(UNSUBSCRIBE_PATH, async (c) =>
  answer(c, await readUnsubscribeLink(c.var.deps, c.req.query())),
);

// The body (List-Unsubscribe=One-Click) says nothing the link does not: it is not read, only capped.
unsubscribeRoutes.post(UNSUBSCRIBE_PATH, bodyLimit({ maxSize: 4096 }), async (c) =>
  answer(c, await unsubscribeByLink(c.var.deps, c.req.query())),
);
