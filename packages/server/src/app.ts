import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import '@conque/domain/shared/zod-french';
import { MESSAGES } from '@conque/domain/shared/messages';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { apiDocsRoutes } from './api-v1/docs-routes';
import { STL_UPLOAD_ROUTE } from './api-v1/order-write-routes';
import { createApiV1 } from './api-v1/v1-app';
import { handleAuthError } from './auth/auth-error';
import { authRoutes } from './auth/routes';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { accessLogRoutes } from './features/access-log/routes';
import { accountingRoutes } from './features/accounting/routes';
import { accountRoutes } from './features/accounts/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import { collaboratorRoutes } from './features/collaborators/routes';
import { commentNotificationRoutes } from './features/comment-notifications/routes';
import { contactRoutes } from './features/contact/routes';
import { creditNoteRoutes } from './features/credit-notes/routes';
import { deliveryAddressRoutes } from './features/delivery-addresses/routes';
import { devMailRoutes } from './features/dev-mail/routes';
import { emailPreferenceRoutes } from './features/email-preferences/routes';
import { unsubscribeRoutes } from './features/email-preferences/unsubscribe-routes';
import { establishmentRoutes } from './features/establishment/routes';
import { impressionRequestRoutes, impressionUploadRoutes } from './features/impression-requests/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { mfaRoutes } from './features/mfa/routes';
import { orderCommentRoutes } from './features/order-comments/routes';
import { orderHistoryRoutes } from './features/order-history/routes';
import { orderNotificationRoutes } from './features/order-notifications/routes';
import { orderStatusRoutes } from './features/order-status/routes';
import { orderRoutes } from './features/orders/routes';
import { organisationRoutes } from './features/organisation/routes';
import { patientDataRoutes } from './features/patient-data/routes';
import { planningRoutes } from './features/planning/routes';
import { priceListRoutes } from './features/price-list/routes';
import { remakeRoutes } from './features/remakes/routes';
import { sessionRoutes } from './features/sessions/routes';
import { signInHistoryRoutes } from './features/sign-in-history/routes';
import { statisticsRoutes } from './features/statistics/routes';
import { stlFileRoutes, stlUploadRoutes } from './features/stl-files/routes';
import { userRoutes } from './features/users/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { AppError } from './http/app-error';
import type { AppEnv } from './http/context';
import { cspReportRoutes } from './http/csp-report-routes';
import { fileRoutes } from './http/file-routes';
import { healthRoutes } from './http/health-routes';
import { liveEventRoutes } from './http/live-events-routes';
import { loggableError } from './http/loggable-error';
import { jsonBodyLimit, refuseNulInQuery, requireJsonBody } from './http/request-guards';
import { requestLog, requestLogger } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { serveWebApp } from './http/web-app';
import type { Deps } from './kernel/deps';
import { StorageUnavailableError } from './storage/storage';

export const JSON_BODY_LIMIT = 64 * 1024;
// Beside src as beside the bundle (dist sits at the depth of src).
const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');

/** `webDist`: the built SPA to serve, if it exists (a test passes its own). */
export const createApp = (deps: Deps, { webDist = WEB_DIST }: { webDist?: string } = {}) => {
  const app = new Hono<AppEnv>();

  app.use(requestLog);
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
    // A refused body is left unread, so the socket cannot carry another request: say so, or the
    // client's next request on this connection fails. A stopping process closes each connection
    // after its response, so that none stays idle until the kept-alive timeout (main.ts).
    if (c.res.status === 413 || deps.lifecycle?.stopping) c.res.headers.set('Connection', 'close');
  });

  // DESIGN §4: CSP (reported to /csp-report), nosniff, frame-ancestors, Permissions-Policy; HSTS on HTTPS.
  app.use(securityHeaders(deps.config));

  const jsonLimit = jsonBodyLimit(JSON_BODY_LIMIT, () => {
    throw new AppError('payload_too_large', MESSAGES.bodyTooLarge);
  });
  app.use('/auth/*', refuseNulInQuery);
  app.use('/api/*', refuseNulInQuery);
  app.use('/auth/*', jsonLimit, requireJsonBody);
  // Before the JSON limit, which therefore never runs for it: the STL upload streams up to 100 MB
  // and counts its own bytes (features/stl-files/routes.ts).
  app.route('/api', stlUploadRoutes);
  app.route('/api', impressionUploadRoutes);
  // The key's STL upload under /api/v1 streams too: the JSON limit is lifted for that one route.
  app.use('/api/*', except(STL_UPLOAD_ROUTE, jsonLimit, requireJsonBody));

  app.route('/', healthRoutes);
  app.route('/', cspReportRoutes);
  app.route('/auth/v1', authRoutes);
  app.route('/api', contactRoutes);
  app.route('/api', organisationRoutes);
  app.route('/api', accountRoutes);
  app.route('/api', stlFileRoutes);
  app.route('/api', deliveryAddressRoutes);
  app.route('/api', establishmentRoutes);
  app.route('/api', orderRoutes);
  app.route('/api', remakeRoutes);
  app.route('/api', impressionRequestRoutes);
  app.route('/api', orderNotificationRoutes);
  app.route('/api', collaboratorRoutes);
  app.route('/api', userRoutes);
  app.route('/api', mfaRoutes);
  app.route('/api', orderCommentRoutes);
  app.route('/api', commentNotificationRoutes);
  app.route('/api', orderStatusRoutes);
  app.route('/api', orderHistoryRoutes);
  app.route('/api', accessLogRoutes);
  app.route('/api', patientDataRoutes);
  app.route('/api', priceListRoutes);
  app.route('/api', planningRoutes);
  app.route('/api', webhookRoutes);
  app.route('/api', statisticsRoutes);
  app.route('/api', sessionRoutes);
  app.route('/api', signInHistoryRoutes);
  app.route('/api', invoiceRoutes);
  app.route('/api', creditNoteRoutes);
  app.route('/api', liveEventRoutes);
  app.route('/api', accountingRoutes);
  app.route('/api', emailPreferenceRoutes);
  app.route('/api', apiKeyRoutes);
  // Issue 24: the versioned API (keys only) and its reference page.
  app.route('/api/v1', createApiV1());
  app.route('/api', apiDocsRoutes);
  app.route('/', devMailRoutes);
  app.route('/', unsubscribeRoutes);
  app.route('/', fileRoutes);

  app.all('/api/*', () => {
    throw AppError.notFound('Ressource introuvable.');
  });

  if (existsSync(webDist)) serveWebApp(app, webDist);

  app.onError((error, c) => {
    // The identity service's own middleware errors (413, 415) keep GoTrue's shape for auth-js.
    if (c.req.path.startsWith('/auth/')) return handleAuthError(error, c);
    if (error instanceof AppError) {
      return c.json(
        { error: { code: error.code, message: error.message, field: error.field } },
        error.status,
      );
    }
    if (error instanceof StorageUnavailableError) {
      requestLogger(c).warn(
        { method: c.req.method, route: routePath(c), err: loggableError(error.cause) },
        'stockage indisponible',
      );
      return c.json({ error: { code: 'unavailable', message: MESSAGES.storageUnavailable } }, 503);
    }
    if (isDatabaseUnavailable(error)) {
      requestLogger(c).warn(
        { method: c.req.method, route: routePath(c), err: loggableError(error) },
        'base de données indisponible',
      );
      c.header('Retry-After', '5');
      return c.json({ error: { code: 'unavailable', message: MESSAGES.databaseUnavailable } }, 503);
    }
    if (error instanceof HTTPException) {
      // Hono's own 400 is its validator's « Malformed JSON in request body » (/api/v1): in French.
      const message = error.status === 400 ? MESSAGES.invalidJson : error.message || MESSAGES.invalidJson;
      return c.json({ error: { code: 'bad_request', message } }, error.status);
    }
    requestLogger(c).error(
      { method: c.req.method, route: routePath(c), err: loggableError(error) },
      'erreur inattendue',
    );
    return c.json({ error: { code: 'internal', message: MESSAGES.internal } }, 500);
  });

  return app;
};

export type App = ReturnType<typeof createApp>;
