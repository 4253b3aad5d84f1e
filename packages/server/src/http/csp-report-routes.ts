import { MESSAGES } from '@conque/domain/shared/messages';
import { Hono } from 'hono';
import { logger } from '../logging/logger';
import { AppError } from './app-error';
import { clientIp } from './client-ip';
import type { AppEnv } from './context';
import { hitRateLimit, resolveRule } from './rate-limit';
import { jsonBodyLimit } from './request-guards';
import { CSP_REPORT_PATH } from './security-headers';

// The browsers' reports of what the content security policy blocked, one JSON log
// line each, so that a violation in production is seen. Both formats: the Reporting API's
// (`application/reports+json`, an array) and report-uri's (`application/csp-report`). Nothing
// personal is logged: a URL keeps its origin and path, ids made `:id`, never its query; a blocked
// resource keeps its origin or its keyword (inline, eval, data…). Rate-limited per address; the
// browser is always answered 204 (it neither shows nor retries an error).

export const CSP_REPORT_LIMIT = { name: 'csp.report.ip', limit: 60, windowSeconds: 10 * 60 };
const MAX_BYTES = 32 * 1024;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const LONG_TOKEN = /[A-Za-z0-9_-]{24,}/g;

/** A URL as it may be logged: origin and path, ids and tokens replaced, no query, no fragment. */
export const loggableUrl = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol.replace(':', '');
    return `${url.origin}${url.pathname.replace(UUID, ':id').replace(LONG_TOKEN, ':jeton')}`;
  } catch {
    // A keyword: inline, eval, wasm-eval, trusted-types-policy…
    return /^[a-z-]{1,40}$/.test(value) ? value : 'autre';
  }
};

/** The blocked resource: its origin only (a script's path may carry a token), or its keyword. */
const loggableBlocked = (value: unknown) => {
  const url = loggableUrl(value);
  return url?.startsWith('http') ? new URL(url).origin : url;
};

type Violation = Record<string, unknown>;

/** The violations of a report body of either format, read leniently (browsers differ). */
const violationsOf = (body: unknown): Violation[] => {
  if (Array.isArray(body))
    return body
      .filter((report) => (report as { type?: unknown })?.type === 'csp-violation')
      .map((report) => ((report as { body?: unknown }).body ?? {}) as Violation);
  const legacy = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  return legacy && typeof legacy === 'object' ? [legacy as Violation] : [];
};

const lineOf = (violation: Violation) => {
  const pick = (...keys: string[]) => keys.map((key) => violation[key]).find((value) => value !== undefined);
  const line = pick('lineNumber', 'line-number');
  return {
    directive: String(
      pick('effectiveDirective', 'effective-directive', 'violated-directive') ?? 'inconnue',
    ).slice(0, 60),
    blocked: loggableBlocked(pick('blockedURL', 'blocked-uri')),
    document: loggableUrl(pick('documentURL', 'document-uri')),
    source: loggableUrl(pick('sourceFile', 'source-file')),
    line: typeof line === 'number' ? line : undefined,
    disposition: pick('disposition') === 'report' ? 'report' : 'enforce',
  };
};

export const cspReportRoutes = new Hono<AppEnv>();

cspReportRoutes.post(
  CSP_REPORT_PATH,
  jsonBodyLimit(MAX_BYTES, () => {
    throw new AppError('payload_too_large', MESSAGES.bodyTooLarge);
  }),
  async (c) => {
    const { deps } = c.var;
    const allowed = await hitRateLimit(
      deps.db,
      resolveRule(deps.config, CSP_REPORT_LIMIT),
      clientIp(c),
      deps.now(),
    );
    if (!allowed.allowed) return c.body(null, 204);
    const body: unknown = await c.req.json().catch(() => undefined);
    for (const violation of violationsOf(body).slice(0, 10))
      logger.warn({ csp: lineOf(violation) }, 'violation de la politique de sécurité du contenu');
    return c.body(null, 204);
  },
);
