import type { CalendarDay } from './calendar-day';

// A calendar day written short in French (« mar. 1 déc. »), for the lists and the Atelier's card:
// Intl only, so that their bundles stay without date-fns (decision 78's budget). UTC is only the
// calendar here: the day is already the Paris day the server gave.
const SHORT = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const shortCalendarDay = (day: CalendarDay): string => SHORT.format(new Date(`${day}T12:00:00Z`));
