import { z } from 'zod';
import { BRAND_VALUES } from '../catalogue/brand-lookup';
import { GENDER_VALUES, HEARING_LOSS_VALUES } from '../catalogue/patient';
import { PROTECTIVE_DOMAIN_VALUES } from '../catalogue/protective';
import { TIP_TYPE_VALUES } from '../catalogue/tip-types';
import { requiredText } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { ORDER_MESSAGES } from './messages';

// Spec 001 §2 and §5, the wizard's first two steps, for zodResolver. Field names are those of the
// order (spec §3), so a step's values go into the update-order body as they are.

/** Step 1: names non-empty once trimmed, gender and hearing loss chosen. */
export const patientStepSchema = z.object({
  patient_first_name: requiredText(100),
  patient_last_name: requiredText(100),
  patient_gender: z.enum(GENDER_VALUES, { error: MESSAGES.required }),
  patient_hearing_loss: z.enum(HEARING_LOSS_VALUES, { error: MESSAGES.required }),
});
export type PatientStep = z.infer<typeof patientStepSchema>;

/** Step 2, read from `details`: a type; a brand for remote; a domain for protective. */
export const typeStepSchema = z
  .object({
    type: z.enum(TIP_TYPE_VALUES, { error: ORDER_MESSAGES.selectType }),
    brand: z.enum(BRAND_VALUES, { error: ORDER_MESSAGES.selectBrand }).optional(),
    domain: z.enum(PROTECTIVE_DOMAIN_VALUES, { error: ORDER_MESSAGES.selectDomain }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'remote' && !value.brand) {
      ctx.addIssue({ code: 'custom', path: ['brand'], message: ORDER_MESSAGES.selectBrand });
    }
    if (value.type === 'protective' && !value.domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: ORDER_MESSAGES.selectDomain });
    }
  });
export type TypeStep = z.infer<typeof typeStepSchema>;
