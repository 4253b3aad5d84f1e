export const RETRY_BASE_MS = 5_000;
export const RETRY_CAP_MS = 60 * 60_000;

/**
 * Wait before the next try once `attempts` tries have failed: 10 s, 20 s, 40 s… capped at one hour,
 * so a mail server down for an afternoon is retried hourly rather than hammered (decision 13).
 */
export const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts, 0), RETRY_CAP_MS);
