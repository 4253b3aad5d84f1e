import type { OwnDirectoryJson } from '@conque/domain/einvoicing/directory-types';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { establishments } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { ownEstablishmentFor } from '../establishment/own-establishment';
import { directoryEntriesWhere } from './directory-entry-view';
import { isEinvoicingOn } from './einvoicing-switch';

/** « Mon établissement » (decision 145): which platform receives its invoices, for its manager. */
export const getOwnDirectoryEntry = async (deps: Deps, actor: Actor): Promise<OwnDirectoryJson> => {
  const establishmentId = ownEstablishmentFor(actor, 'einvoicing.view_own_address');
  if (!(await isEinvoicingOn(deps))) return { enabled: false, establishment: null };
  const [entry] = await directoryEntriesWhere(deps, eq(establishments.id, establishmentId));
  return { enabled: true, establishment: entry ?? null };
};
