import { MESSAGES } from '@conque/domain/shared/messages';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';
import { loggableError } from '../http/loggable-error';
import { RateLimitedError } from '../http/rate-limit';
import { requestLogger } from '../http/request-log';

/**
 * An error of the identity service, in GoTrue's 2024-01-01 shape (docs/identity-protocol.md §2): auth-js
 * reads `code` only when the response echoes the version header. Messages are French because the web app
 * may show them; the app decides on `code`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export const LINK_INVALID_MESSAGE = 'Le lien est invalide ou a expiré.';

export const authErrors = {
  badJson: (message: string = MESSAGES.invalidJson) => new AuthError(400, 'bad_json', message),
  validation: (message: string, status: ContentfulStatusCode = 400) =>
    new AuthError(status, 'validation_failed', message),
  weakPassword: () =>
    new AuthError(422, 'weak_password', MESSAGES.passwordMin, { weak_password: { reasons: ['length'] } }),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', MESSAGES.loginInvalidCredentials),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', MESSAGES.loginEmailNotConfirmed),
  invalidInvitation: () => new AuthError(400, 'invalid_invitation', MESSAGES.signupInvalidInvitation),
  mailTooSoon: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `Pour des raisons de sécurité, vous pourrez refaire cette demande dans ${seconds} secondes.`,
    ),
  linkInvalid: () => new AuthError(403, 'otp_expired', LINK_INVALID_MESSAGE),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', "Cette requête exige un en-tête Authorization 'Bearer'."),
  badJwt: () => new AuthError(403, 'bad_jwt', "Jeton d'accès invalide ou expiré."),
  userNotFound: () => new AuthError(403, 'user_not_found', "L'utilisateur de ce jeton n'existe plus."),
  insufficientAal: (status: ContentfulStatusCode, message: string) =>
    new AuthError(status, 'insufficient_aal', message),
  sessionNotFound: (status: ContentfulStatusCode = 403) =>
    new AuthError(status, 'session_not_found', "La session n'existe plus. Veuillez vous reconnecter."),
};

const send = (c: Context<AppEnv>, status: ContentfulStatusCode, body: Record<string, unknown>) => {
  c.header(API_VERSION_HEADER, API_VERSION);
  return c.json(body, status);
};

/** The error handler of /auth/v1: never the product API's `{ error }` shape, never a 5xx for bad input. */
export const handleAuthError = (error: Error, c: Context<AppEnv>) => {
  if (error instanceof AuthError) {
    return send(c, error.status, { code: error.code, message: error.message, ...error.extra });
  }
  if (error instanceof RateLimitedError) {
    c.header('Retry-After', String(error.retryAfterSeconds));
    return send(c, 429, { code: 'over_request_rate_limit', message: MESSAGES.rateLimited });
  }
  if (error instanceof AppError) {
    return send(c, error.status, { code: error.code, message: error.message });
  }
  if (error instanceof HTTPException && error.status < 500) {
    return send(c, error.status as ContentfulStatusCode, {
      code: 'validation_failed',
      message: error.message || MESSAGES.invalidJson,
    });
  }
  if (isDatabaseUnavailable(error)) {
    requestLogger(c).warn(
      { method: c.req.method, route: routePath(c), err: loggableError(error) },
      'base de données indisponible',
    );
    c.header('Retry-After', '5');
    return send(c, 503, { code: 'unexpected_failure', message: MESSAGES.databaseUnavailable });
  }
  requestLogger(c).error(
    { method: c.req.method, route: routePath(c), err: loggableError(error) },
    'erreur inattendue',
  );
  return send(c, 500, { code: 'unexpected_failure', message: MESSAGES.internal });
};
