import type { RemakeTerms } from '@conque/domain/pricing/remake-policy';
import type { Executor } from '../../db/client';
import type { OrderRow } from '../orders/order-access';
import { remakeTermsOf } from '../orders/order-pricing';
import { freeRemake } from './free-remake';

/**
 * Whether a remake is free as it would be settled now: a draft's warranty is asked
 * again each time the draft is shown or priced, since another remake of the same original may have
 * been validated meanwhile; a validated remake keeps what its validation settled.
 */
export const currentRemakeFree = async (
  db: Executor,
  row: Pick<OrderRow, 'id' | 'status' | 'remakeOf' | 'remakeReason' | 'remakeFree'>,
): Promise<boolean> =>
  row.status === 'draft' && row.remakeOf !== null && row.remakeReason !== null
    ? freeRemake(db, { id: row.id, originalId: row.remakeOf, reason: row.remakeReason })
    : row.remakeFree;

/** The remake terms a row's prices are computed with now (null for an order that remakes nothing). */
export const currentRemakeTerms = async (
  db: Executor,
  row: Pick<OrderRow, 'id' | 'status' | 'remakeOf' | 'remakeReason' | 'remakeFree'>,
): Promise<RemakeTerms | null> =>
  row.remakeReason === null
    ? null
    : remakeTermsOf({ remakeReason: row.remakeReason, remakeFree: await currentRemakeFree(db, row) });
