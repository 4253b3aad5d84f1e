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
import {
  accountCallRoutes,
  accountRpcRoutes,
  establishmentLookupRoutes,
  profileRoutes,
} from './features/accounts/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import {
  collaboratorCallRoutes,
  collaboratorInvitationRoutes,
  collaboratorRoutes,
  collaboratorRpcRoutes,
} from './features/collaborators/routes';
import {
  commentNotificationRoutes,
  orderCommentNotificationRoutes,
} from './features/comment-notifications/routes';
import { contactRoutes } from './features/contact/routes';
import { creditNoteRoutes, invoiceCreditNoteRoutes } from './features/credit-notes/routes';
import { deliveryAddressRoutes } from './features/delivery-addresses/routes';
import { devMailApiRoutes, devMailPageRoutes } from './features/dev-mail/routes';
import { deviceStatementRoutes } from './features/device-statements/routes';
import { einvoicingRoutes } from './features/einvoicing/routes';
import { emailPreferenceRoutes } from './features/email-preferences/routes';
import { unsubscribeRoutes } from './features/email-preferences/unsubscribe-routes';
import { establishmentRoutes } from './features/establishment/routes';
import { impressionRequestRoutes, impressionUploadRoutes } from './features/impression-requests/routes';
import { invoiceCallRoutes, invoiceRoutes, invoiceRpcRoutes } from './features/invoices/routes';
import { establishmentMfaRoutes, profileMfaRoutes, userMfaRoutes } from './features/mfa/routes';
import { orderCommentRoutes } from './features/order-comments/routes';
import { orderHistoryRoutes } from './features/order-history/routes';
import { notificationRoutes, orderNotificationRoutes } from './features/order-notifications/routes';
import { orderSheetRoutes } from './features/order-sheets/routes';
import { orderStatusRoutes } from './features/order-status/routes';
import { orderCallRoutes, orderRoutes, orderRpcRoutes } from './features/orders/routes';
import { organisationRoutes } from './features/organisation/routes';
import { patientDataRoutes } from './features/patient-data/routes';
import { orderPlanningRoutes, planningRoutes } from './features/planning/routes';
import { priceListRoutes } from './features/price-list/routes';
import { orderProductionRoutes, productionSettingsRoutes } from './features/production/routes';
import { orderRemakeRoutes, remakeRateRoutes } from './features/remakes/routes';
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
import { atelierCamera, securityHeaders } from './http/security-headers';
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

  // docs/design.md §4: CSP (reported to /csp-report), nosniff, frame-ancestors, Permissions-Policy;
  // HSTS on HTTPS.
  app.use(atelierCamera);
  app.use(securityHeaders(deps.config));

  const jsonLimit = jsonBodyLimit(JSON_BODY_LIMIT, () => {
    throw new AppError('payload_too_large', MESSAGES.bodyTooLarge);
  });
  app.use('/auth/*', refuseNulInQuery);
  app.use('/api/*', refuseNulInQuery);
  app.use('/auth/*', jsonLimit, requireJsonBody);
  // Before the JSON limit, which therefore never runs for them: the STL and impression uploads stream
  // up to 100 MB and count their own bytes (features/stl-files/routes.ts). The rest of /api/orders
  // is mounted below.
  app.route('/api/orders', stlUploadRoutes); // POST /:orderId/stl-files
  app.route('/api/orders', impressionUploadRoutes); // POST /:id/impression-request/files
  // The key's STL upload under /api/v1 streams too: the JSON limit is lifted for that one route.
  app.use('/api/*', except(STL_UPLOAD_ROUTE, jsonLimit, requireJsonBody));

  // The map of every URL: each router is mounted at its resource prefix, with the paths it holds
  // beside it. Routes of two mounts never match the same request, so the order of the mounts below
  // is the URLs' and changes no answer; inside a router, a literal path still comes before a
  // `:param` that would take it (features/orders/routes.ts).

  // Outside /api, at their full paths.
  app.route('/auth/v1', authRoutes); // the identity service (auth/routes.ts, auth/mfa/)
  app.route('/', cspReportRoutes); // POST /csp-report
  app.route('/', devMailPageRoutes); // GET /dev/mail
  app.route('/', fileRoutes); // GET /files/:bucket/*
  app.route('/', healthRoutes); // GET /healthz, /readyz
  app.route('/', unsubscribeRoutes); // GET, POST /unsubscribe

  // The specification's named calls keep their exact URLs, at the root of /api and under /api/rpc
  // (docs/conventions.md, « Server use cases »).
  app.route('/api', orderCallRoutes); // POST /calculate-order-prices, /generate-order-pdf, /update-order
  app.route('/api', accountCallRoutes); // POST /create-user-profile, /verify-invitation
  app.route('/api', invoiceCallRoutes); // POST /generate-monthly-invoices
  app.route('/api', contactRoutes); // POST /send-contact-email
  app.route('/api', collaboratorCallRoutes); // POST /send-invitation-email
  app.route('/api/rpc', orderRpcRoutes); // POST /create_draft_order
  app.route('/api/rpc', accountRpcRoutes); // POST /create_establishment
  app.route('/api/rpc', collaboratorRpcRoutes); // POST /invite_collaborator
  app.route('/api/rpc', invoiceRpcRoutes); // POST /update_invoice_payment_status

  // The resources of /api, in URL order.
  app.route('/api/accounting', accountingRoutes); // GET /sales-entries
  app.route('/api/api-keys', apiKeyRoutes); // GET, POST /, DELETE /:id
  app.route('/api/collaborator-invitations', collaboratorInvitationRoutes); // GET /
  app.route('/api/collaborators', collaboratorRoutes); // GET /
  app.route('/api/comment-notifications', commentNotificationRoutes); // GET /
  app.route('/api/credit-notes', creditNoteRoutes); // GET /, POST /:id/pdf-url
  // GET, POST /, DELETE /:addressId, POST /:addressId/default
  app.route('/api/delivery-addresses', deliveryAddressRoutes);
  app.route('/api/dev', devMailApiRoutes); // GET /mail
  app.route('/api/docs', apiDocsRoutes); // GET /, /start.js, /swagger-ui-bundle.js, /swagger-ui.css
  app.route('/api/establishment', establishmentRoutes); // PATCH /, GET /einvoicing-address
  app.route('/api/establishment', establishmentMfaRoutes); // PUT /mfa
  app.route('/api/establishments', establishmentLookupRoutes); // GET /by-siret/:siret
  app.route('/api/events', liveEventRoutes); // GET /
  app.route('/api/invoices', invoiceRoutes); // GET /, /export, POST /:id/pdf-url, /:id/xml-url
  app.route('/api/invoices', invoiceCreditNoteRoutes); // GET /:id/orders, POST /:id/credit-notes
  app.route('/api/notifications', notificationRoutes); // GET /
  // GET /, /export, /due-counts, /draft-count, /drafts, /:id, DELETE /:id, POST /:id/reorder, /:id/pdf-url
  app.route('/api/orders', orderRoutes);
  app.route('/api/orders', accessLogRoutes); // GET /:id/access-log, /:id/access-log/export
  app.route('/api/orders', orderCommentNotificationRoutes); // DELETE /:id/comment-notifications
  app.route('/api/orders', orderCommentRoutes); // GET, POST /:id/comments
  // POST /:id/delivery, /:id/status, GET /:id/grouping-candidates
  app.route('/api/orders', orderStatusRoutes);
  app.route('/api/orders', orderHistoryRoutes); // GET /:id/history
  // POST /sheets, GET /:id/sheet, /by-number/:orderNumber (decision 139)
  app.route('/api/orders', orderSheetRoutes);
  app.route('/api/orders', deviceStatementRoutes); // GET /:id/declarations/:ear, PUT /:id/statement-fields
  // GET /:id/impression-requests, POST, DELETE /:id/impression-request, POST /:id/impression-request/send,
  // DELETE /:id/impression-request/files
  app.route('/api/orders', impressionRequestRoutes);
  app.route('/api/orders', orderNotificationRoutes); // DELETE /:id/notifications
  app.route('/api/orders', patientDataRoutes); // GET /:id/patient-data/export, POST /:id/patient-data/erase
  app.route('/api/orders', orderPlanningRoutes); // POST /:orderId/promised-date
  app.route('/api/orders', orderProductionRoutes); // POST /:id/production-step, /:id/quality-control
  app.route('/api/orders', orderRemakeRoutes); // POST /:id/remake
  app.route('/api/orders', stlFileRoutes); // DELETE /:orderId/stl-files, POST /:orderId/stl-files/signed-url
  app.route('/api/einvoicing', einvoicingRoutes); // GET, PUT /settings, POST /test-connection, GET /directory, POST /directory/refresh, GET, POST /webhook-key, POST /webhook, GET /documents/:id/lifecycle, GET /anomalies, GET /alerts, DELETE /alerts/:id
  app.route('/api/organisation', organisationRoutes); // GET /
  app.route('/api/planning', planningRoutes); // GET /, /days, /quote, POST /
  app.route('/api/production-settings', productionSettingsRoutes); // GET /, POST /
  app.route('/api/price-list', priceListRoutes); // GET /, /current, POST /
  app.route('/api/profile', profileRoutes); // GET, PATCH /, PUT /prescriber-number
  app.route('/api/profile', emailPreferenceRoutes); // GET, PUT /email-preferences
  app.route('/api/profile', profileMfaRoutes); // GET /mfa, POST /mfa/recovery-codes
  app.route('/api/profile', sessionRoutes); // GET /sessions, POST /sessions/end-others, DELETE /sessions/:id
  app.route('/api/profile', signInHistoryRoutes); // GET /sign-in-history
  app.route('/api/remake-rates', remakeRateRoutes); // GET /
  app.route('/api/statistics', statisticsRoutes); // GET /, /establishment
  app.route('/api/users', userRoutes); // GET /
  app.route('/api/users', userMfaRoutes); // POST /:id/mfa-reset
  // The versioned API for the lab's and the clinics' software, API keys only (api-v1/v1-app.ts).
  app.route('/api/v1', createApiV1());
  // GET, POST /, PATCH, DELETE /:id, POST /:id/rotate-secret, GET /:id/attempts,
  // POST /:id/deliveries/:deliveryId/resend
  app.route('/api/webhook-endpoints', webhookRoutes);

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
