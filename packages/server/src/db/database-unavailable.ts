import { UNREACHABLE_CODES } from '../net/unreachable';

// The ways pg says that PostgreSQL is not there to answer: a restart, a failover, a cut network. A
// request that meets one is answered 503 in French (it may succeed in a moment), never 500; the pool
// opens new connections by itself once the server is back, so nothing needs restarting.

/**
 * SQLSTATEs of a server going away or not yet accepting: class 08 (connection exception), 57P01–57P03
 * (shutdown, crash shutdown, starting up), 53300 (too many connections).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';

/** pg's own messages for a connection lost mid-query or a pool that could not connect in time. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || isUnavailableState(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    // AggregateError: Node's connect() tries every address of "localhost" and fails with all of them.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
