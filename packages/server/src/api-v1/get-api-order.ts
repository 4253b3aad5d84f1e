import type { ApiKeyScope } from '@conque/domain/permissions/api-key-scopes';
import type { Actor } from '@conque/domain/permissions/can';
import type { ApiOrder } from '@conque/domain/public-api/v1-schemas';
import { asc, eq } from 'drizzle-orm';
import { orderEvents } from '../db/schema/index';
import { getOrder } from '../features/orders/get-order';
import type { Deps } from '../kernel/deps';

/**
 * One order with its configuration, its files (signed links, for a key that may
 * download them) and its history, oldest first. getOrder checks that the key's creator sees it (404
 * otherwise) and records the read of the patient's data in the access log, as the screens do.
 */
export const getApiOrder = async (
  deps: Deps,
  caller: { actor: Actor; scopes: readonly ApiKeyScope[] },
  orderId: string,
  from: { address?: string },
): Promise<ApiOrder> => {
  const order = await getOrder(deps, caller.actor, orderId, from);
  const mayDownload = caller.scopes.includes('files:read');
  const [files, events] = await Promise.all([
    Promise.all(
      order.stl_files.map(async (file) => ({
        name: file.name,
        path: file.path,
        size: file.size,
        ear: file.ear ?? null,
        download_url: mayDownload ? await deps.storage.signedUrl('stl_files', file.path) : null,
      })),
    ),
    deps.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    establishment_id: order.establishment_id,
    patient_first_name: order.patient_first_name,
    patient_last_name: order.patient_last_name,
    shipping_method: order.shipping_method,
    created_at: order.created_at,
    updated_at: order.updated_at,
    validated_at: order.validated_at,
    promised_ship_on: order.promised_ship_on,
    configuration: (order.details as Record<string, unknown> | null) ?? null,
    comment: order.comment,
    tracking_url: order.tracking_url,
    files,
    history: events.map((event) => ({
      kind: event.kind,
      from: event.fromValue,
      to: event.toValue,
      actor_name: event.actorName,
      via_api_key: event.apiKeyName,
      created_at: event.createdAt.toISOString(),
    })),
  };
};
