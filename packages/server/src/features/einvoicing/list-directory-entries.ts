import type { DirectoryListJson } from '@conque/domain/einvoicing/directory-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { directoryEntriesWhere } from './directory-entry-view';
import { isEinvoicingOn } from './einvoicing-switch';

/** The lab's view (decision 145): every establishment's e-invoicing address, or why there is none. */
export const listDirectoryEntries = async (deps: Deps, actor: Actor): Promise<DirectoryListJson> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  const enabled = await isEinvoicingOn(deps);
  return { enabled, establishments: enabled ? await directoryEntriesWhere(deps) : [] };
};
