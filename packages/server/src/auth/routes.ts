import { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { AuthError, handleAuthError } from './auth-error';
import { authenticate } from './authenticate';
import { requestDeviceId, setDeviceCookie } from './device-cookie';
import { logout } from './logout';
import { factorRoutes } from './mfa/factor-routes';
import { loadFactors } from './mfa/factors';
import { pkceGrant } from './pkce-grant';
import { optionalRecord, optionalString, pkceFields, readBody } from './read-body';
import { recover } from './recover';
import { refreshTokenGrant } from './refresh-token-grant';
import { resend } from './resend';
import { signUp } from './sign-up';
import { passwordGrant } from './token-password-grant';
import { updateUser } from './update-user';
import { toUserJson } from './user-json';
import { verifyLink } from './verify-link';
import { verifyTokenHash } from './verify-token-hash';

// The GoTrue subset that @supabase/auth-js drives (docs/design.md §3, docs/identity-protocol.md §9). Routes
// only read the request and call a use case; errors take GoTrue's shape through handleAuthError.
export const authRoutes = new Hono<AppEnv>();
authRoutes.onError(handleAuthError);

const signUpBody = z.object({
  email: optionalString,
  password: optionalString,
  data: optionalRecord,
  ...pkceFields,
});
const emailBody = z.object({ email: optionalString, type: optionalString, ...pkceFields });
const passwordBody = z.object({ email: optionalString, password: optionalString });
const refreshBody = z.object({ refresh_token: optionalString });
const pkceBody = z.object({ auth_code: optionalString, code_verifier: optionalString });
const verifyBody = z.object({ token_hash: optionalString, type: optionalString });
const userBody = z.object({
  password: optionalString,
  email: optionalString,
  data: optionalRecord.optional(),
  app_metadata: z.unknown().optional(),
});

authRoutes.post('/signup', async (c) => {
  const body = await readBody(c, signUpBody);
  const user = await signUp(c.var.deps, {
    email: body.email,
    password: body.password,
    data: body.data,
    codeChallenge: body.code_challenge,
    codeChallengeMethod: body.code_challenge_method,
    redirectTo: c.req.query('redirect_to'),
    ip: clientIp(c),
  });
  return c.json(user);
});

authRoutes.get('/verify', async (c) => {
  const location = await verifyLink(c.var.deps, {
    token: c.req.query('token'),
    type: c.req.query('type'),
    redirectTo: c.req.query('redirect_to'),
    ip: clientIp(c),
  });
  return c.redirect(location, 303);
});

authRoutes.post('/verify', async (c) => {
  const body = await readBody(c, verifyBody);
  const deviceId = requestDeviceId(c);
  const session = await verifyTokenHash(c.var.deps, {
    tokenHash: body.token_hash,
    type: body.type,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent'),
    deviceId,
  });
  setDeviceCookie(c, deviceId);
  return c.json(session);
});

authRoutes.post('/token', async (c) => {
  const deps = c.var.deps;
  switch (c.req.query('grant_type')) {
    case 'password': {
      const body = await readBody(c, passwordBody);
      const deviceId = requestDeviceId(c);
      const session = await passwordGrant(deps, {
        email: body.email,
        password: body.password,
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
        deviceId,
      });
      setDeviceCookie(c, deviceId);
      return c.json(session);
    }
    case 'refresh_token': {
      const body = await readBody(c, refreshBody);
      // GoTrue's one OAuth-style error, the same in both API versions (docs/identity-protocol.md §2.1).
      if (!body.refresh_token) {
        return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400);
      }
      return c.json(await refreshTokenGrant(deps, body.refresh_token));
    }
    case 'pkce': {
      const body = await readBody(c, pkceBody);
      const deviceId = requestDeviceId(c);
      const session = await pkceGrant(deps, {
        authCode: body.auth_code ?? '',
        codeVerifier: body.code_verifier ?? '',
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
        deviceId,
      });
      setDeviceCookie(c, deviceId);
      return c.json(session);
    }
    default:
      throw new AuthError(400, 'invalid_credentials', 'Type de requête non pris en charge (grant_type).');
  }
});

authRoutes.post('/recover', async (c) => {
  const body = await readBody(c, emailBody);
  return c.json(
    await recover(c.var.deps, {
      email: body.email,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: c.req.query('redirect_to'),
      ip: clientIp(c),
    }),
  );
});

authRoutes.post('/resend', async (c) => {
  const body = await readBody(c, emailBody);
  return c.json(
    await resend(c.var.deps, {
      email: body.email,
      type: body.type,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: c.req.query('redirect_to'),
      ip: clientIp(c),
    }),
  );
});

authRoutes.get('/user', async (c) => {
  const auth = await authenticate(c.var.deps, c.req.header('authorization'));
  return c.json(toUserJson(auth.user, await loadFactors(c.var.deps.db, auth.user.id)));
});

authRoutes.put('/user', async (c) => {
  const auth = await authenticate(c.var.deps, c.req.header('authorization'));
  const body = await readBody(c, userBody);
  const user = await updateUser(c.var.deps, auth, {
    password: body.password,
    email: body.email,
    data: body.data,
    appMetadata: body.app_metadata ?? undefined,
  });
  return c.json(user);
});

authRoutes.post('/logout', async (c) => {
  const auth = await authenticate(c.var.deps, c.req.header('authorization'));
  await logout(c.var.deps, auth, c.req.query('scope'));
  return c.body(null, 204);
});

authRoutes.route('/factors', factorRoutes);

authRoutes.all('*', () => {
  throw new AuthError(404, 'not_found', "Cette adresse du service d'identité n'existe pas.");
});
