import { type Actor, can } from '@conque/domain/permissions/can';
import { establishments } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { enqueueDirectoryLookup } from './directory-lookup-job';
import { isEinvoicingOn } from './einvoicing-switch';

export const DIRECTORY_OFF_MESSAGE =
  'La facturation électronique est désactivée : activez-la sur cette page avant de relire l’annuaire.';

/**
 * « Relire l'annuaire » (decision 145): queues a read of every establishment's lines, as after the
 * switch is turned on; the worker reads them, the page shows them as they come.
 */
export const requestDirectoryLookups = async (deps: Deps, actor: Actor): Promise<{ queued: number }> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  if (!(await isEinvoicingOn(deps))) throw AppError.conflict(DIRECTORY_OFF_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const all = await tx.select({ id: establishments.id }).from(establishments);
    for (const { id } of all) await enqueueDirectoryLookup(tx, id);
    return { queued: all.length };
  });
};
