// DESIGN §5.17: times are stored in UTC and shown in French, Europe/Paris, whatever the browser's
// own zone (a clinician abroad still reads the lab's dates). date-fns alone has no time zones, and
// the project carries no zone add-on: Intl does it, as the order PDF does.
const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });
const PARIS_LONG = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});
const PARIS_SHORT = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});
const PARIS_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** "22 novembre 2026". */
export const formatParisDate = (iso: string): string => PARIS_DATE.format(new Date(iso));

/** "21 juillet 2026 à 10:15". */
export const formatParisDateTime = (iso: string): string => PARIS_LONG.format(new Date(iso));

/** "21/07/2026 10:15", for lists. */
export const formatParisShortDateTime = (iso: string): string => PARIS_SHORT.format(new Date(iso));

/**
 * The wall clock in Paris at `instant`, as a local Date, for date-fns to write in French with its
 * own patterns ("1er juillet" and the like, which Intl does not offer).
 */
export const parisWallClock = (instant: Date): Date => {
  const parts = Object.fromEntries(PARIS_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return new Date(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
};
