// French labels for the charts: numbers by Intl, weeks and months as calendar days (UTC is only the
// calendar here: the server already gave Paris weeks and months).
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const formatNumber = (value: number) => NUMBER.format(value);
export const formatEurosFromCents = (cents: number) => EUROS.format(cents / 100);
export const formatWeek = (week: string) => `sem. du ${DAY.format(new Date(`${week}T12:00:00Z`))}`;
export const formatMonth = (month: string) => MONTH.format(new Date(`${month}-15T12:00:00Z`));
export const formatPercent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${NUMBER.format((100 * part) / whole)} %`;
