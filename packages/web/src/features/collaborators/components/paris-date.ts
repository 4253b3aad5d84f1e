// DESIGN §5.17: dates shown in French, Europe/Paris ("22 novembre 2026").
const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });

export const parisDate = (iso: string) => PARIS_DATE.format(new Date(iso));
