import { z } from 'zod';
import { idField } from '../shared/fields';
import { ORDER_NUMBER_PATTERN } from './order-number';

import { MAX_SHEETS_PER_BATCH, ORDER_SHEET_MESSAGES } from './order-sheet-messages';

// « Fiche de fabrication » (decision 139): what a batch of sheets is asked with, and
// the short link's order number as a path parameter.

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
