import { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { handleAuthError } from '../auth-error';
import { authenticate } from '../authenticate';
import { optionalString, readBody } from '../read-body';
import { challengeFactor } from './challenge';
import { enrollFactor } from './enroll';
import { unenrollFactor } from './unenroll';
import { verifyFactor } from './verify';

// docs/identity-protocol.md §12.12: the factors endpoints auth-js's `mfa` API drives, all authenticated
// with the checks of §4.8. Mounted under /auth/v1/factors.
export const factorRoutes = new Hono<AppEnv>();
factorRoutes.onError(handleAuthError);

const enrollBody = z.object({
  factor_type: optionalString,
  friendly_name: optionalString,
  issuer: optionalString,
});
const verifyBody = z.object({ challenge_id: optionalString, code: optionalString });

factorRoutes.post('/', async (c) => {
  const auth = await authenticate(c.var.deps, c.req.header('authorization'));
  const body = await readBody(c, enrollBody);
  return c.json(
    await enrollFactor(c.var.deps, auth, {
      factorType: body.factor_type,
      friendlyName: body.friendly_name,
      issuer: body.issuer,
    }),
  );
});

// auth-js posts its argument object ({"factorId": …}); TOTP needs nothing from it (§12.13).
factorRoutes.post('/:id/challenge', async (c) => {
  const auth = await authenticate(c.var.deps, c.req.header('authorization'));
  return c.json(await challengeFactor(c.var.deps, auth, c.req.param('id'), clientIp(c)));
});

factorRoutes.post('/:id/verify', async (c) => {
  const auth = await authenticate(c.var.deps, c.req.header('authorization'));
  const body = await readBody(c, verifyBody);
  return c.json(
    await verifyFactor(c.var.deps, auth, c.req.param('id'), {
      challengeId: body.challenge_id,
      code: body.code,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
    }),
  );
});

// No body, though auth-js sends the JSON content type (§12.13).
factorRoutes.delete('/:id', async (c) => {
  const auth = await authenticate(c.var.deps, c.req.header('authorization'));
  return c.json(await unenrollFactor(c.var.deps, auth, c.req.param('id')));
});
