import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { CalendarDay } from './calendar-day';

// Apart from calendar-day.ts, which schemas import: date-fns and its French locale stay out of the
// bundles that only check a day (decision 78's budget).
/**
 * A calendar day in French with a date-fns pattern ('EEEE d MMMM' gives « jeudi 3 décembre »). Built
 * at local noon, so the zone of the process never moves it to another day.
 */
export const formatCalendarDay = (day: CalendarDay, pattern: string): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, date, 12), pattern, { locale: fr });
};
