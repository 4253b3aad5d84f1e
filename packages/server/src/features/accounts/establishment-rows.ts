import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import { SIRET_DUPLICATE_CODE, siretDuplicateMessage } from '@conque/domain/accounts/siret-duplicate';
import { eq } from 'drizzle-orm';
import { sqlConstraint, sqlState } from '../../db/client';
import { establishments } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

// Shared by create_establishment (spec 000 §7) and the establishment page's update (spec 001 §2).

/** Spec 000 §8 duplicate SIRET: 409 with PostgreSQL's code and the existing establishment's name. */
export class SiretTakenError extends AppError {
  constructor(readonly existingName: string | null) {
    super(SIRET_DUPLICATE_CODE, siretDuplicateMessage(existingName));
  }

  get body() {
    return { error: { code: this.code, message: this.message, existing_name: this.existingName } };
  }
}

export const toEstablishmentView = (row: typeof establishments.$inferSelect): EstablishmentView => ({
  id: row.id,
  name: row.name,
  siret: row.siret,
  billing_street_address: row.billingStreetAddress,
  billing_postal_code: row.billingPostalCode,
  billing_city: row.billingCity,
  mfa_required: row.mfaRequired,
});

/**
 * Turns the unique-constraint violation on the SIRET into the spec's 409, naming the establishment
 * that holds it. Read after the rollback: the failed transaction can no longer be queried.
 */
export const rethrowSiretTaken = async (deps: Deps, error: unknown, siret: string): Promise<never> => {
  if (sqlState(error) !== '23505' || sqlConstraint(error) !== 'establishments_siret_key') throw error;
  const [existing] = await deps.db
    .select({ name: establishments.name })
    .from(establishments)
    .where(eq(establishments.siret, siret))
    .limit(1);
  throw new SiretTakenError(existing?.name ?? null);
};
