import { directoryReadFailure } from '@conque/domain/einvoicing/directory-types';
import { sirenOf } from '@conque/domain/shared/siret';
import { eq } from 'drizzle-orm';
import { einvoicingDirectoryEntries, establishments } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { linesForEstablishment, parseDirectoryLines } from './directory-lines';
import { loadPaConnection } from './einvoicing-connection';
import { PaTokenError } from './pa-access-token';
import { callPa, PaUnreachable } from './pa-client';

export type DirectoryEntryRow = typeof einvoicingDirectoryEntries.$inferSelect;

/** The read did not happen (PA down, refused, garbage): the last known entry is kept. */
export class DirectoryReadFailed extends Error {}

const SEARCH_LIMIT = 100;

/**
 * Reads one establishment's directory lines from the Directory Service of the lab's PA (annex B,
 * POST /v1/directory-line/search by its SIREN, decision 145) and stores what it found, or « none
 * found », with the date. A failure keeps the last known lines, notes why, and throws
 * DirectoryReadFailed (the job then tries again later). Answers undefined when there is nothing to
 * read: the establishment is gone or no connection is on.
 */
export const lookUpDirectoryEntry = async (
  deps: Deps,
  establishmentId: string,
): Promise<DirectoryEntryRow | undefined> => {
  const [establishment] = await deps.db
    .select({ siret: establishments.siret })
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  const pa = await loadPaConnection(deps);
  if (!establishment || !pa?.enabled) return undefined;
  const { siret } = establishment;
  const attemptAt = deps.now();
  let failure: string;
  try {
    const answer = await callPa(
      pa.connection,
      'directory',
      {
        method: 'POST',
        path: '/v1/directory-line/search',
        // Annex B's operator for a SIREN filter is « contains »: the exact match is ours.
        json: { filters: { siren: { op: 'contains', value: sirenOf(siret) } }, limit: SEARCH_LIMIT },
      },
      deps.now,
    );
    // Annex B's 404 is « no resource »: no directory line.
    const found =
      answer.status === 404
        ? []
        : answer.status === 200 || answer.status === 206
          ? parseDirectoryLines(answer.text)
          : undefined;
    if (found) return await store(deps, establishmentId, siret, linesForEstablishment(found, siret));
    failure = directoryReadFailure({ status: answer.status, text: answer.text });
  } catch (error) {
    if (error instanceof PaUnreachable) failure = directoryReadFailure({ cause: error.reason });
    else if (error instanceof PaTokenError)
      failure = directoryReadFailure(
        error.status === null ? { cause: error.text } : { status: error.status, text: error.text },
      );
    else throw error;
  }
  await deps.db
    .insert(einvoicingDirectoryEntries)
    .values({ establishmentId, siret, status: 'unknown', lastError: failure, lastAttemptAt: attemptAt })
    .onConflictDoUpdate({
      target: einvoicingDirectoryEntries.establishmentId,
      set: { lastError: failure, lastAttemptAt: attemptAt },
    });
  throw new DirectoryReadFailed(failure);
};

const store = async (
  deps: Deps,
  establishmentId: string,
  siret: string,
  lines: DirectoryEntryRow['lines'],
): Promise<DirectoryEntryRow> => {
  const now = deps.now();
  const values = {
    siret,
    status: lines.length > 0 ? ('found' as const) : ('none' as const),
    lines,
    readAt: now,
    lastError: null,
    lastAttemptAt: now,
  };
  const [row] = await deps.db
    .insert(einvoicingDirectoryEntries)
    .values({ establishmentId, ...values })
    .onConflictDoUpdate({ target: einvoicingDirectoryEntries.establishmentId, set: values })
    .returning();
  if (!row) throw new Error(`directory entry of ${establishmentId} not written`);
  return row;
};
