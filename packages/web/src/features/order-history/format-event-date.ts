import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

// DESIGN §5.17: times are shown in French, Europe/Paris, whatever the device's own time zone. The
// wall-clock fields in Paris are read with Intl, then written by date-fns in French.
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

const inParis = (date: Date): Date => {
  const parts = Object.fromEntries(PARIS_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return new Date(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
};

/** "12 mars 2026 à 14:05", Paris time. */
export const formatEventDate = (iso: string): string =>
  format(inParis(new Date(iso)), "d MMMM yyyy 'à' HH:mm", { locale: fr });
