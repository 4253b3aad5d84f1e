import { z } from 'zod';
import { EAR_SIDES } from '../catalogue/ear-sides';
import { REMAKE_COMMENT_MAX, REMAKE_MESSAGES, REMAKE_REASONS } from './remakes';

/** POST /api/orders/:id/remake. New impressions, if any, are uploaded to the new draft in the wizard. */
export const requestRemakeSchema = z
  .strictObject({
    ears: z
      .array(z.enum(EAR_SIDES, { error: REMAKE_MESSAGES.earsRequired }), {
        error: REMAKE_MESSAGES.earsRequired,
      })
      .min(1, REMAKE_MESSAGES.earsRequired)
      .max(2)
      .transform((ears) => EAR_SIDES.filter((side) => ears.includes(side))),
    reason: z.enum(REMAKE_REASONS, { error: REMAKE_MESSAGES.reasonRequired }),
    comment: z.string().trim().max(REMAKE_COMMENT_MAX, REMAKE_MESSAGES.commentTooLong).default(''),
  })
  .superRefine((input, context) => {
    if (input.reason === 'other' && input.comment === '')
      context.addIssue({ code: 'custom', path: ['comment'], message: REMAKE_MESSAGES.commentRequired });
  });
export type RequestRemakeInput = z.infer<typeof requestRemakeSchema>;
