import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import type { EstablishmentInput } from '@conque/domain/accounts/schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { establishments, profiles, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { enqueueDirectoryLookup } from '../einvoicing/directory-lookup-job';
import { rethrowSiretTaken, toEstablishmentView } from './establishment-rows';

/**
 * Spec 000 §7 RPC create_establishment, for the setup modal of a manager without an establishment.
 * One transaction: the establishment, the profile (establishment_id, is_owner) and the auth user's
 * metadata, so the refreshed session carries establishment_id (spec 000 §2).
 */
export const createEstablishment = async (
  deps: Deps,
  actor: Actor,
  userId: string,
  input: EstablishmentInput,
): Promise<EstablishmentView> => {
  if (!can(actor, 'establishment.create', { userId })) throw AppError.forbidden();
  try {
    return await deps.db.transaction(async (tx) => {
      // The unique constraint, not a look-up first, decides a duplicate: two managers racing for
      // the same SIRET cannot both pass.
      const [created] = await tx
        .insert(establishments)
        .values({
          name: input.name,
          siret: input.siret,
          billingStreetAddress: input.billing_street_address,
          billingPostalCode: input.billing_postal_code,
          billingCity: input.billing_city,
        })
        .returning();
      if (!created) throw new Error('establishment not inserted');
      // Re-checked under the row lock: a double-click must not leave a second, orphan establishment.
      const owner = await tx
        .update(profiles)
        .set({ establishmentId: created.id, isOwner: true })
        .where(and(eq(profiles.id, userId), isNull(profiles.establishmentId)))
        .returning({ id: profiles.id });
      if (owner.length === 0) throw AppError.forbidden();
      // Decision 145: its e-invoicing address is read from the directory by a job.
      await enqueueDirectoryLookup(tx, created.id);
      await tx
        .update(users)
        .set({
          userMetadata: sql`${users.userMetadata} || ${JSON.stringify({ establishment_id: created.id })}::jsonb`,
          updatedAt: deps.now(),
        })
        .where(eq(users.id, userId));
      return toEstablishmentView(created);
    });
  } catch (error) {
    return rethrowSiretTaken(deps, error, input.siret);
  }
};
