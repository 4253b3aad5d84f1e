// DESIGN §5.17: times are stored in UTC and shown in French, Europe/Paris, whatever the browser's
// own zone (a clinician abroad still reads the lab's dates). date-fns alone has no time zones, and
// the project carries no zone add-on: Intl does it, as the order PDF does.
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

/** "21 juillet 2026 à 10:15". */
export const formatParisDateTime = (iso: string): string => PARIS_LONG.format(new Date(iso));

/** "21/07/2026 10:15", for lists. */
export const formatParisShortDateTime = (iso: string): string => PARIS_SHORT.format(new Date(iso));

/** File sizes as French users read them: "840 Ko", "12,5 Mo". */
export const formatFileSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/** "Jeanne Moreau", or a dash-free placeholder while a draft has no name yet. */
export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first?.trim(), last?.trim()].filter(Boolean).join(' ');
