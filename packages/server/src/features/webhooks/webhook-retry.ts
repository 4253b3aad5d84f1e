// A delivery is retried with an exponential backoff for 3 days; the last try is
// made at the third day's end. After the n-th failed try, the next comes this long after.
const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];

export const RETRY_WINDOW_MS = 3 * 86_400_000;

/** When to try again after `attempts` failed tries, or null once the 3 days are over. */
export const nextAttemptAt = (createdAt: Date, attempts: number, now: Date): Date | null => {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 5_000;
  return new Date(Math.min(now.getTime() + delay, deadline));
};
