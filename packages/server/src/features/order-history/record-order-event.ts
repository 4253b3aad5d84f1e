import { SYSTEM_ACTOR_NAME } from '@conque/domain/orders/order-event-labels';
import type { OrderEventKind } from '@conque/domain/orders/order-events';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents, profiles } from '../../db/schema/index';

export type OrderEventInput = {
  orderId: string;
  /**
   * The signed-in actor (its profile gives the name), or 'system' (or null) for a job. The
   * API key an actor's change came through (Actor.apiKey) is shown « via l'API » with its name.
   */
  actor: { id: string; apiKey?: { id: string; name: string } } | 'system' | null;
  kind: OrderEventKind;
  from?: string | null;
  to?: string | null;
};

/** "Prénom Nom" as the profile holds it now; its e-mail while the names are not filled in yet. */
export const actorName = async (db: Executor, actorId: string): Promise<string> => {
  const [profile] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, actorId))
    .limit(1);
  if (!profile) return SYSTEM_ACTOR_NAME;
  const name = [profile.firstName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || profile.email;
};

/**
 * "Every change recorded with who, when, from and to, in the same transaction": call it
 * with the transaction that makes the change, so a rolled-back change leaves no event and a
 * committed one always has its event. The name is copied: the timeline reads no profile.
 */
export const recordOrderEvent = async (tx: Executor, event: OrderEventInput): Promise<void> => {
  const actor = event.actor === 'system' || event.actor === null ? null : event.actor;
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    actorId: actor?.id ?? null,
    actorName: actor ? await actorName(tx, actor.id) : SYSTEM_ACTOR_NAME,
    apiKeyId: actor?.apiKey?.id ?? null,
    apiKeyName: actor?.apiKey?.name ?? null,
    kind: event.kind,
    fromValue: event.from ?? null,
    toValue: event.to ?? null,
    // now() is the transaction's start: two events of one change would tie. The clock orders them.
    createdAt: sql`clock_timestamp()`,
  });
};

/**
 * Many events in few statements (the monthly invoicing records one per invoiced order): each distinct
 * actor's name is read once. Same rule as recordOrderEvent: call it inside the change's transaction.
 */
export const recordOrderEvents = async (tx: Executor, events: OrderEventInput[]): Promise<void> => {
  if (events.length === 0) return;
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.actor && event.actor !== 'system' && !names.has(event.actor.id)) {
      names.set(event.actor.id, await actorName(tx, event.actor.id));
    }
  }
  // Chunks of a thousand rows keep each statement well under the 65 535 bind parameters.
  for (let at = 0; at < events.length; at += 1000) {
    await tx.insert(orderEvents).values(events.slice(at, at + 1000).map(eventRow(names)));
  }
};

const eventRow = (names: Map<string, string>) => (event: OrderEventInput) => {
  const actor = event.actor === 'system' || event.actor === null ? null : event.actor;
  return {
    orderId: event.orderId,
    actorId: actor?.id ?? null,
    actorName: actor ? (names.get(actor.id) ?? SYSTEM_ACTOR_NAME) : SYSTEM_ACTOR_NAME,
    apiKeyId: actor?.apiKey?.id ?? null,
    apiKeyName: actor?.apiKey?.name ?? null,
    kind: event.kind,
    fromValue: event.from ?? null,
    toValue: event.to ?? null,
    createdAt: sql`clock_timestamp()`,
  };
};
