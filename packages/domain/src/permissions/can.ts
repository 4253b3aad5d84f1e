import type { Role } from './roles';

/** Who acts: the signed-in user's profile, as the server loaded it (never as the client claims it). */
export type Actor = { id: string; role: Role; establishmentId: string | null };

/**
 * What the action is about, when it is about something. Every field is optional so that one type
 * serves every rule; a rule that needs a field and does not get it refuses (deny by default).
 */
export type Resource = {
  /** The account the resource belongs to or is about (a profile, a p_user_id). */
  userId?: string;
  /** The establishment the resource belongs to. */
  establishmentId?: string | null;
  /** The profile that created it (orders, spec 001). */
  createdBy?: string;
};

type Rule = (actor: Actor, resource: Resource | undefined) => boolean;

const isSelf = (actor: Actor, resource: Resource | undefined) => resource?.userId === actor.id;

// An actor without an establishment owns nothing: null never matches null.
const inOwnEstablishment = (actor: Actor, resource: Resource | undefined) =>
  actor.establishmentId !== null && resource?.establishmentId === actor.establishmentId;

/**
 * One rule per action (DESIGN §4). The ordering and operations areas add their rows of the
 * permission table here, so every role check of the product lives in one pure, table-tested place.
 */
const RULES = {
  // Spec 000 §2 (/dashboard/profile, profile modal): every role sees and names itself, no one else.
  'profile.view': isSelf,
  'profile.update': isSelf,
  // Spec 000 §2 and §6: the setup modal is for a manager who has no establishment yet, for itself.
  'establishment.create': (actor, resource) =>
    actor.role === 'manager' && actor.establishmentId === null && isSelf(actor, resource),
  // Spec 000 §7 "select establishment name by siret": needed by the setup modal on a duplicate.
  // Preparators see every establishment; others only their own (DESIGN §4 tenant isolation).
  'establishment.view_name': (actor, resource) =>
    actor.role === 'preparator' ||
    (actor.role === 'manager' && actor.establishmentId === null) ||
    inOwnEstablishment(actor, resource),
  // Spec 000 §2 and §6: the drafts badge is in every non-preparator menu and counts the actor's own.
  'orders.count_own_drafts': (actor) => actor.role !== 'preparator',
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;
export const ACTIONS = Object.keys(RULES) as Action[];

/** Whether `actor` may do `action` (on `resource`): pure, the same answer on the server and in the web app. */
export const can = (actor: Actor, action: Action, resource?: Resource): boolean =>
  RULES[action](actor, resource);
