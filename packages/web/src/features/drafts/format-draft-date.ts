import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

// DESIGN §5.17: times are shown in Europe/Paris whatever the device's own zone. Intl gives the wall
// clock there; date-fns then writes it in French.
const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const parisWallClock = (instant: Date) => {
  const parts: Record<string, number> = {};
  for (const { type, value } of PARIS_PARTS.formatToParts(instant)) parts[type] = Number(value);
  return new Date(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute);
};

/** "22 novembre 2026 à 14:05" ("1er juillet …" on the first of the month), Paris time. */
export const formatDraftDate = (iso: string) =>
  format(parisWallClock(new Date(iso)), "do MMMM yyyy 'à' HH:mm", { locale: fr });
