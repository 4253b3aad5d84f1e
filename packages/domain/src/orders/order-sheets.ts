import { z } from 'zod';
import { idField } from '../shared/fields';
import { ORDER_NUMBER_PATTERN } from './order-number';

// Issue 34 item 1 « Fiche de fabrication » (decision 139): the order's short link the sheet's QR code
// holds, and what a batch of sheets is asked with.

/** The short link's path: `/o/2026-00042`. The web app resolves it with the reader's own session. */
export const ORDER_SHORT_LINK_PREFIX = '/o/';

export const orderShortPath = (orderNumber: string): string => `${ORDER_SHORT_LINK_PREFIX}${orderNumber}`;

/** `https://conque.example/o/2026-00042`: what the printed QR code says. */
export const orderShortLink = (publicUrl: string, orderNumber: string): string =>
  `${publicUrl.replace(/\/$/, '')}${orderShortPath(orderNumber)}`;

/** At most this many sheets in one batch of chosen orders (one A4 page each). */
export const MAX_SHEETS_PER_BATCH = 500;

export const ORDER_SHEET_MESSAGES = {
  button: 'Imprimer la fiche de fabrication',
  chooseOne: 'Choisissez des commandes, ou celles validées aujourd’hui.',
  notBoth: 'Les commandes choisies ou celles validées aujourd’hui : pas les deux.',
  tooMany: `${MAX_SHEETS_PER_BATCH} commandes au plus par impression.`,
  noneValidatedToday: 'Aucune commande validée aujourd’hui.',
  orderNumberFormat: 'Numéro de commande attendu (2026-00042).',
} as const;

export const orderNumberField = z
  .string()
  .trim()
  .regex(ORDER_NUMBER_PATTERN, ORDER_SHEET_MESSAGES.orderNumberFormat);

/** POST /api/orders/sheets: the chosen orders, or every order validated today (Paris day). */
export const printOrderSheetsSchema = z
  .strictObject({
    order_ids: z
      .array(idField)
      .min(1, ORDER_SHEET_MESSAGES.chooseOne)
      .max(MAX_SHEETS_PER_BATCH, ORDER_SHEET_MESSAGES.tooMany)
      .optional(),
    validated_today: z.literal(true, { error: 'Vaut true.' }).optional(),
  })
  .superRefine((input, context) => {
    const chosen = input.order_ids !== undefined;
    if (chosen === (input.validated_today === true))
      context.addIssue({
        code: 'custom',
        path: ['order_ids'],
        message: chosen ? ORDER_SHEET_MESSAGES.notBoth : ORDER_SHEET_MESSAGES.chooseOne,
      });
  });
export type PrintOrderSheetsInput = z.infer<typeof printOrderSheetsSchema>;
