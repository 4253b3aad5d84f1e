import { z } from 'zod';
import { EAR_SIDES } from '../catalogue/ear-sides';
import {
  IMPRESSION_COMMENT_MAX,
  IMPRESSION_DETAILS_MAX,
  IMPRESSION_MESSAGES,
  IMPRESSION_REASONS,
} from './impression-requests';

const earsField = z
  .array(z.enum(EAR_SIDES, { error: IMPRESSION_MESSAGES.earsRequired }), {
    error: IMPRESSION_MESSAGES.earsRequired,
  })
  .min(1, IMPRESSION_MESSAGES.earsRequired)
  .max(2)
  .transform((ears) => EAR_SIDES.filter((side) => ears.includes(side)));

/**
 * POST /api/orders/:id/impression-request. `details` are warnings of the order's files' mesh check,
 * `files` paths of the order's files the new impression replaces: the server checks both against the
 * order (a 400 naming the field otherwise).
 */
export const requestImpressionSchema = z
  .strictObject({
    ears: earsField,
    reason: z.enum(IMPRESSION_REASONS, { error: IMPRESSION_MESSAGES.reasonRequired }),
    details: z.array(z.string().max(500)).max(IMPRESSION_DETAILS_MAX).default([]),
    files: z.array(z.string().min(1).max(1024)).max(50).default([]),
    comment: z.string().trim().max(IMPRESSION_COMMENT_MAX, IMPRESSION_MESSAGES.commentTooLong).default(''),
  })
  .superRefine((input, context) => {
    if (input.reason === 'other' && input.comment === '')
      context.addIssue({ code: 'custom', path: ['comment'], message: IMPRESSION_MESSAGES.commentRequired });
  });
export type RequestImpressionInput = z.infer<typeof requestImpressionSchema>;

/** The ear of a file the clinic uploads in answer (query `ear` of the upload). */
export const impressionEarSchema = z.strictObject({
  ear: z.enum(EAR_SIDES, { error: IMPRESSION_MESSAGES.earRequired }),
});
