import { inParis, parisTime } from '../shared/paris-time';

// docs/design.md §5.11 and §5.17: an invoice covers the orders shipped in one calendar month as seen in
// France (Europe/Paris), whatever the server's time zone (shared/paris-time.ts). Months are
// 'YYYY-MM' strings.
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export type InvoiceMonth = `${number}-${string}`;

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (year: number, month: number) => `${year}-${pad(month)}` as InvoiceMonth;

export const parseMonth = (month: string): { year: number; month: number } => {
  const match = MONTH_PATTERN.exec(month);
  if (!match?.[1] || !match[2]) throw new RangeError(`invalid month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
};

/** The month an instant falls in, in Paris: 31 Oct 23:30 UTC is already November there. */
export const parisMonthOf = (date: Date): InvoiceMonth => {
  const paris = inParis(date);
  return monthOf(paris.getFullYear(), paris.getMonth() + 1);
};

export const addMonths = (month: string, count: number): InvoiceMonth => {
  const { year, month: m } = parseMonth(month);
  const index = year * 12 + (m - 1) + count;
  return monthOf(Math.floor(index / 12), (index % 12) + 1);
};

/** The month before the one `now` falls in (Paris): what the run of the 1st invoices. */
export const previousParisMonth = (now: Date): InvoiceMonth => addMonths(parisMonthOf(now), -1);

/** [start, end) of a month in Paris, as UTC instants: the shipped_at window of its invoices. */
export const monthWindow = (month: string): { start: Date; end: Date } => {
  const { year, month: m } = parseMonth(month);
  const next = parseMonth(addMonths(month, 1));
  return { start: parisTime(year, m, 1), end: parisTime(next.year, next.month, 1) };
};

/** docs/design.md §5.11 "by itself on the 1st of each month": 00:05 in Paris on the 1st after `month`. */
export const monthlyRunAt = (month: string): Date => {
  const next = parseMonth(addMonths(month, 1));
  return parisTime(next.year, next.month, 1, 0, 5);
};

const MONTH_LABEL = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "octobre 2026". */
export const monthLabel = (month: string): string => {
  const { year, month: m } = parseMonth(month);
  return MONTH_LABEL.format(new Date(Date.UTC(year, m - 1, 15)));
};
