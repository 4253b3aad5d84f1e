import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/statuses';
import { advanceProductionStepSchema, qualityControlSchema } from '../production/production-schemas';

// /api/v1's two production calls (decision 141): the screens' own schemas, named for the document,
// and their answers, which the « Atelier » tablet and the order page read too.

export const apiAdvanceProductionStepSchema = advanceProductionStepSchema.meta({
  id: 'AdvanceProductionStep',
  description:
    '`from_step` : l’étape que le logiciel croit en cours ; `to_step` : l’étape visée (par défaut la suivante).',
});

export const apiQualityControlSchema = qualityControlSchema.meta({
  id: 'QualityControl',
  description:
    'Chaque point de la liste de contrôle en vigueur, `true` s’il est conforme ; un point non conforme demande `return_to_step` et `reason`.',
});

/** Documented, checked by the use case's own rule (a UUID, required): the same 400 as the screens'. */
export const apiIdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({
      param: { name: 'idempotency-key', in: 'header', required: true },
      description: 'Un UUID créé par le logiciel pour cette tentative, obligatoire ici.',
    }),
});

const productionSchema = z
  .object({
    steps: z.array(z.object({ key: z.string(), label: z.string(), clinic_label: z.string() })),
    current_step: z.string().nullable(),
    done: z.boolean(),
    revision: z.number().int(),
    checklist: z.array(z.object({ key: z.string(), label: z.string() })),
  })
  .meta({ id: 'Production' });

export const apiProductionStepResultSchema = z
  .object({ status: z.enum(ORDER_STATUSES), production: productionSchema })
  .meta({ id: 'ProductionStepResult' });

export const apiProductionConflictSchema = z
  .object({
    error: z.object({
      code: z.literal('production_step_changed'),
      message: z.string(),
      field: z.literal('from_step'),
    }),
    production: productionSchema,
  })
  .meta({ id: 'ProductionConflict' });
