import { UNREACHABLE_CODES } from '../net/unreachable';
import { type Bucket, StorageKeyTakenError, StorageNotFoundError, StorageUnavailableError } from './storage';

// Node's and the SDK's ways of saying that the store did not answer (stopped, unreachable, too slow).
const UNREACHABLE = new Set([...UNREACHABLE_CODES, 'TimeoutError', 'RequestTimeout']);

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

/**
 * An S3 client failure in the storage contract's terms: missing (404), taken (412 from
 * `If-None-Match: *`, or 409 when two conditional writes race), unavailable (a 5xx or no answer at
 * all: the API answers 503). Anything else (403 for wrong credentials, say) stays as it is: a 500.
 */
export const s3Failure = (error: unknown, bucket: Bucket, key: string): unknown => {
  const { name, code, $metadata } = (error ?? {}) as SdkError;
  const status = $metadata?.httpStatusCode;
  if (status === 404 || name === 'NotFound' || name === 'NoSuchKey')
    return new StorageNotFoundError(bucket, key);
  if (status === 412 || name === 'PreconditionFailed' || name === 'ConditionalRequestConflict')
    return new StorageKeyTakenError(bucket, key);
  if ((status !== undefined && status >= 500) || UNREACHABLE.has(code ?? '') || UNREACHABLE.has(name ?? ''))
    return new StorageUnavailableError(error);
  return error;
};
