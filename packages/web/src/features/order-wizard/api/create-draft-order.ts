import type { CreateDraftOrderInput } from '@conque/domain/orders/order-schemas';
import { api } from '@/lib/api-client';

/** POST /api/rpc/create_draft_order (spec 001 §7): the establishment comes from the session. */
export const createDraftOrder = (body: CreateDraftOrderInput) =>
  api<{ id: string }>('/rpc/create_draft_order', { method: 'POST', body });
