import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import type { EstablishmentInput } from '@conque/domain/accounts/schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { establishments } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { rethrowSiretTaken, toEstablishmentView } from '../accounts/establishment-rows';
import { enqueueDirectoryLookup } from '../einvoicing/directory-lookup-job';
import { ownEstablishmentFor } from './own-establishment';

// The unique constraint decides, as in create_establishment (decision 11, docs/decisions/).
/**
 * Spec 001 §2 establishment page and §7 "establishments: update": the manager edits its own
 * establishment with the rules of the setup form (spec 001 §5). A SIRET held by another
 * establishment is the same 409 as at creation, naming it.
 */
export const updateEstablishment = async (
  deps: Deps,
  actor: Actor,
  input: EstablishmentInput,
): Promise<EstablishmentView> => {
  const establishmentId = ownEstablishmentFor(actor, 'establishment.update');
  try {
    return await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ siret: establishments.siret })
        .from(establishments)
        .where(eq(establishments.id, establishmentId))
        .for('update');
      const [updated] = await tx
        .update(establishments)
        .set({
          name: input.name,
          siret: input.siret,
          billingStreetAddress: input.billing_street_address,
          billingPostalCode: input.billing_postal_code,
          billingCity: input.billing_city,
          updatedAt: deps.now(),
        })
        .where(eq(establishments.id, establishmentId))
        .returning();
      if (!updated) throw new Error(`establishment ${establishmentId} of a profile is missing`);
      // Decision 145: another SIRET, another directory line; read in the same transaction's wake.
      if (before?.siret !== updated.siret) await enqueueDirectoryLookup(tx, establishmentId);
      return toEstablishmentView(updated);
    });
  } catch (error) {
    return rethrowSiretTaken(deps, error, input.siret);
  }
};
