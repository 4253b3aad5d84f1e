import { z } from 'zod';
import { type CalendarDay, isCalendarDay } from './calendar-day';
import { formatPromiseDay } from './promised-date';

// A préparateur moves an order's promised date, saying why; the clinic is told.

export const MOVE_PROMISED_DATE_MESSAGES = {
  invalidDate: 'Date invalide (AAAA-MM-JJ attendu)',
  reason: 'Indiquez la raison du changement (500 caractères au maximum)',
  pastDate: 'La nouvelle date ne peut pas être passée',
  sameDate: "C'est déjà la date prévue de cette commande",
  closed: (reason: string) => `Le laboratoire est fermé ce jour-là (${reason})`,
  notAwaiting: 'Cette commande est expédiée, prête ou annulée : sa date prévue ne change plus',
  noPromise: "Cette commande n'a pas de date prévue",
} as const;

export const movePromisedDateSchema = z.strictObject({
  promised_ship_on: z
    .string({ error: MOVE_PROMISED_DATE_MESSAGES.invalidDate })
    .refine(isCalendarDay, MOVE_PROMISED_DATE_MESSAGES.invalidDate),
  reason: z
    .string({ error: MOVE_PROMISED_DATE_MESSAGES.reason })
    .trim()
    .min(1, MOVE_PROMISED_DATE_MESSAGES.reason)
    .max(500, MOVE_PROMISED_DATE_MESSAGES.reason),
});
export type MovePromisedDateInput = z.infer<typeof movePromisedDateSchema>;

/** As decision 84 for prices: the date shown is the date promised. */
export const promiseChangedMessage = (shown: CalendarDay, promised: CalendarDay, pickup: boolean): string =>
  pickup
    ? `La date de retrait a changé depuis son affichage : disponible au retrait le ${formatPromiseDay(promised)} au lieu du ${formatPromiseDay(shown)}. Vérifiez le récapitulatif, puis validez à nouveau pour confirmer cette date.`
    : `La date d'expédition prévue a changé depuis son affichage : le ${formatPromiseDay(promised)} au lieu du ${formatPromiseDay(shown)}. Vérifiez le récapitulatif, puis validez à nouveau pour confirmer cette date.`;
