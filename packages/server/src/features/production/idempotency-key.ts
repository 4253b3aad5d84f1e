import { idempotencyKeySchema, PRODUCTION_STEP_MESSAGES } from '@conque/domain/production/production-schemas';
import { AppError } from '../../http/app-error';

/** The `Idempotency-Key` both production calls require (decision 141): a UUID, else a French 400. */
export const requiredIdempotencyKey = (value: string | undefined): string => {
  const key = idempotencyKeySchema.safeParse(value);
  if (!key.success) throw AppError.badRequest(PRODUCTION_STEP_MESSAGES.idempotencyKey, 'idempotency-key');
  return key.data;
};
