import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

/** Where browsers send the policy's violation reports (http/csp-report-routes.ts). */
export const CSP_REPORT_PATH = '/csp-report';
const REPORT_GROUP = 'csp';

/**
 * The origin browsers download stored files from when they are on S3 (presigned GETs: the 3D
 * viewer fetches the STL), or undefined with the local directory (`/files/…`, this origin).
 */
export const s3Origin = (s3: Config['s3']): string | undefined => {
  if (!s3) return undefined;
  const base = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (!s3.forcePathStyle) base.hostname = `${s3.bucket}.${base.hostname}`;
  return base.origin;
};

/** HSTS, only when served over HTTPS. */
const strictTransportSecurity = (config: Config) =>
  config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;

/**
 * The headers of a response written to Node's response itself (live events, the order's archive),
 * which the middlewares never see: the request id, no sniffing, no framing, and HSTS over HTTPS.
 * The content security policy is for pages, which these are not.
 */
export const directResponseHeaders = (config: Config, requestId: string): Record<string, string> => {
  const hsts = strictTransportSecurity(config);
  return {
    'x-request-id': requestId,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
};

/**
 * docs/design.md §4: the content security policy (scripts of this origin only, no
 * plugin, no framing, no <base>), naming the S3 origin only when there is one; violations reported
 * to CSP_REPORT_PATH (Reporting API and the older report-uri); the browser features Conque never
 * uses turned off; HSTS only when served over HTTPS.
 */
export const securityHeaders = (config: Config) => {
  const storage = s3Origin(config.s3);
  const fetched = ["'self'", ...(storage ? [storage] : [])];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [...fetched, 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: fetched,
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      reportTo: REPORT_GROUP,
      reportUri: CSP_REPORT_PATH,
    },
    reportingEndpoints: [{ name: REPORT_GROUP, url: CSP_REPORT_PATH }],
    permissionsPolicy: { camera: false, microphone: false, geolocation: false, payment: false },
    strictTransportSecurity: strictTransportSecurity(config) ?? false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
};

/** Decision 142: « Atelier », the one page that films (the order sheets' QR codes). */
export const ATELIER_PATH = '/atelier';
const ATELIER_PERMISSIONS = 'camera=(self), microphone=(), geolocation=(), payment=()';

/**
 * Decision 142: the camera, turned off everywhere else, is this origin's on the Atelier page alone.
 * A document keeps the policy it was loaded with, so the app opens /atelier as a new document.
 * Mounted before securityHeaders, so that it changes what they set.
 */
export const atelierCamera: MiddlewareHandler = async (c, next) => {
  await next();
  // « /atelier/ » opens the same page (a typed or bookmarked address).
  if (c.req.path === ATELIER_PATH || c.req.path === `${ATELIER_PATH}/`)
    c.res.headers.set('Permissions-Policy', ATELIER_PERMISSIONS);
};
