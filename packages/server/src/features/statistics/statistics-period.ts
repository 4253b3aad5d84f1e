import { formatParis, inParis, parisTime } from '@conque/domain/shared/paris-time';

/** The first instant of the period: Paris midnight on the first day of the month `months - 1` back. */
export const periodStart = (now: Date, months: number): Date => {
  const paris = inParis(now);
  const start = new Date(Date.UTC(paris.getFullYear(), paris.getMonth() - (months - 1), 1));
  return parisTime(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
};

export const periodLabel = (start: Date) => formatParis(start, 'yyyy-MM-dd');

/** Rows of a raw query, whichever driver ran it (PGlite and pg both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
