import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { type Logger, logger } from '../logging/logger';
import type { AppEnv } from './context';

// An incoming X-Request-Id (a proxy's, a client's) is kept when it is a short token of letters,
// digits, '_', '-' and '=' (hono's check), so that one id follows a request through the proxy's
// log and ours; anything else is replaced by a random UUID, so no header can forge a log line.
const assignRequestId = requestId({ limitLength: 64 });

// A load balancer asks these every few seconds: their success is noise at the default level.
const PROBES = new Set(['/healthz', '/readyz']);

const roundedMs = (since: number) => Math.round((performance.now() - since) * 10) / 10;

/**
 * One line per request once its response is ready: method, route, status, duration, request id.
 * The route is the matched pattern (`/api/orders/:id`), never the path itself nor its query: ids,
 * e-mail addresses in a verify link and tokens stay out of the log (docs/design.md §4). The duration runs
 * until the handler answers; a streamed body's transfer is not in it.
 */
export const requestLog: MiddlewareHandler<AppEnv> = (c, next) =>
  assignRequestId(c, async () => {
    const started = performance.now();
    const log = logger.child({ requestId: c.var.requestId });
    c.set('log', log);
    await next();
    // A handler's own `new Response(...)` does not carry the headers set before it: set it again.
    c.res.headers.set('X-Request-Id', c.var.requestId);
    const route = routePath(c);
    const status = c.res.status;
    const line = { method: c.req.method, route, status, durationMs: roundedMs(started) };
    if (PROBES.has(route) && status < 400) log.debug(line, 'requête');
    else log.info(line, 'requête');
  });

/** This request's logger; the process's one when the middleware did not run (a bare sub-app). */
export const requestLogger = (c: Context<AppEnv>): Logger => c.get('log') ?? logger;
