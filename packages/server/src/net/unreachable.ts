/**
 * Node's error codes for a service that did not answer: refused, reset, timed out, unreachable or
 * not found. PostgreSQL's and S3's outage detection both start from them (db/database-unavailable.ts,
 * storage/s3-errors.ts).
 */
export const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
