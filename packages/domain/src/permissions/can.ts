import { invitationRolesFor } from '../collaborators/invitation-roles';
import type { OrderStatus } from '../orders/statuses';
import type { Role } from './roles';

/**
 * Who acts: the signed-in user's profile, as the server loaded it (never as the client claims it).
 * `apiKey`: the key a program acts through, its creator being the actor; the order's
 * history records it « via l'API ». It grants nothing: the permission table reads only the profile.
 */
export type Actor = {
  id: string;
  role: Role;
  establishmentId: string | null;
  apiKey?: { id: string; name: string };
};

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
  /** An order's status (spec 001 §4). */
  status?: OrderStatus;
  /** Whether an order is on an invoice: invoiced orders are locked (spec 001 §4, docs/design.md §5.11). */
  invoiced?: boolean;
  /** The role an invitation would give (spec 001 §6). */
  role?: Role;
};

type Rule = (actor: Actor, resource: Resource | undefined) => boolean;

const isSelf = (actor: Actor, resource: Resource | undefined) => resource?.userId === actor.id;

// An actor without an establishment owns nothing: null never matches null.
const inOwnEstablishment = (actor: Actor, resource: Resource | undefined) =>
  actor.establishmentId !== null && resource?.establishmentId === actor.establishmentId;

const isManager = (actor: Actor) => actor.role === 'manager';

// docs/design.md §4 "see orders": preparators see every establishment's orders but never drafts; the others
// their own establishment's, and of drafts only their own (spec 001 §2 "Mes brouillons").
const seesOrder = (actor: Actor, order: Resource | undefined) => {
  if (order?.status === undefined) return false;
  if (actor.role === 'preparator') return order.status !== 'draft';
  return inOwnEstablishment(actor, order) && (order.status !== 'draft' || order.createdBy === actor.id);
};

// docs/design.md §4 and §5.7: a draft is edited by its creator; a registered, un-invoiced order by its
// creator or the establishment's manager. Viewers edit nothing.
const editsOrder = (actor: Actor, order: Resource | undefined) => {
  if (!seesOrder(actor, order) || actor.role === 'viewer' || actor.role === 'preparator') return false;
  if (order?.status === 'draft') return order.createdBy === actor.id;
  if (order?.status !== 'registered' || order.invoiced !== false) return false;
  return order.createdBy === actor.id || isManager(actor);
};

/**
 * One rule per action (docs/design.md §4). The ordering and operations areas add their rows of the
 * permission table here, so every role check of the product lives in one pure, table-tested place.
 */
const RULES = {
  // Spec 000 §2 (/dashboard/profile, profile modal): every role sees and names itself, no one else.
  'profile.view': isSelf,
  'profile.update': isSelf,
  // Each person reads and chooses the e-mails it receives, no one else's (a
  // manager does not choose for its team; the one-click link in a mail needs no session at all).
  'email_preferences.view': isSelf,
  'email_preferences.update': isSelf,
  // The weekly summary is for managers (their establishment's week) and préparateurs
  // (the lab's); a user or a viewer cannot turn it on (decision 119).
  'email_preferences.weekly_summary': (actor, resource) =>
    (actor.role === 'manager' || actor.role === 'preparator') && isSelf(actor, resource),
  // Each person sees and ends their own sessions, whatever their role; no one else's.
  'sessions.manage': isSelf,
  // Each person reads the history of their own sign-ins, no one else's.
  'sign_in_history.view': isSelf,
  // Spec 000 §2 and §6: the setup modal is for a manager who has no establishment yet, for itself.
  'establishment.create': (actor, resource) =>
    actor.role === 'manager' && actor.establishmentId === null && isSelf(actor, resource),
  // Spec 000 §7 "select establishment name by siret": needed by the setup modal on a duplicate.
  // Preparators see every establishment; others only their own (docs/design.md §4 tenant isolation).
  'establishment.view_name': (actor, resource) =>
    actor.role === 'preparator' ||
    (actor.role === 'manager' && actor.establishmentId === null) ||
    inOwnEstablishment(actor, resource),
  // Spec 000 §2 and §6: the drafts badge is in every non-preparator menu and counts the actor's own.
  'orders.count_own_drafts': (actor) => actor.role !== 'preparator',
  // A hidden order answers 404, never 403 (docs/design.md §3: never reveal another establishment's data).
  'orders.view': seesOrder,
  // docs/design.md §4 "STL files of any order": preparators on every order they see; otherwise whoever may
  // edit the order (spec 001 §2: the wizard uploads files while the draft or order is being edited).
  'stl_files.manage': (actor, order) =>
    (actor.role === 'preparator' && seesOrder(actor, order)) || editsOrder(actor, order),
  // docs/design.md §4 "list delivery addresses": every role of the establishment; a preparator has none.
  'delivery_addresses.list': (actor, resource) =>
    actor.role !== 'preparator' && inOwnEstablishment(actor, resource),
  // docs/design.md §4 "edit establishment, add/delete/default addresses": its manager only (spec 001 §6).
  'delivery_addresses.manage': (actor, resource) => isManager(actor) && inOwnEstablishment(actor, resource),
  'establishment.update': (actor, resource) => isManager(actor) && inOwnEstablishment(actor, resource),
  // A manager may require a second factor of every member of its establishment.
  'establishment.require_mfa': (actor, resource) => isManager(actor) && inOwnEstablishment(actor, resource),
  // Spec 001 §7 orders list: every role may ask; the query keeps to what `orders.view` allows
  // (preparators every establishment without drafts, the others their own establishment: the
  // establishments are list-scope.ts's one rule).
  'orders.list': () => true,
  // Who read an order's patient data is for the manager of its establishment.
  'orders.view_access_log': (actor, order) => isManager(actor) && inOwnEstablishment(actor, order),
  // A patient's data exported or erased on request, by the establishment's manager.
  'patients.manage_data': (actor, order) => isManager(actor) && inOwnEstablishment(actor, order),
  // The "Tarifs" page (every version, new versions) is the preparators'; the list
  // in force is read by anyone signed in (the wizard shows its prices).
  'price_list.manage': (actor) => actor.role === 'preparator',
  'price_list.view_current': () => true,
  // The CSV export of that list is for the managers (their establishment's orders)
  // and the preparators (every establishment's); users and viewers read the list on screen.
  'orders.export': (actor) => actor.role === 'manager' || actor.role === 'preparator',
  // Spec 001 §2 'Mes brouillons': the caller's own drafts, like the badge.
  'orders.list_own_drafts': (actor) => actor.role !== 'preparator',
  // docs/design.md §4 "create, edit, validate own drafts": managers and users (of an establishment, which the
  // use case checks to answer spec 001 §6 'Aucun établissement associé').
  'orders.create_draft': (actor) => actor.role === 'manager' || actor.role === 'user',
  // "Commander à nouveau": whoever may create a draft, on an order of its
  // establishment. That the order was shipped is the use case's 409 (the order refuses, not the role).
  'orders.reorder': (actor, order) =>
    (actor.role === 'manager' || actor.role === 'user') &&
    order?.status !== 'draft' &&
    seesOrder(actor, order),
  // "Demander une refabrication": as for reordering; the 90 days and the status are
  // the use case's 409.
  'orders.request_remake': (actor, order) =>
    (actor.role === 'manager' || actor.role === 'user') &&
    order?.status !== 'draft' &&
    seesOrder(actor, order),
  // docs/design.md §4 and §5.7: a draft by its creator; a registered, un-invoiced order by its creator or
  // the establishment's manager (prices and PDF are then recomputed).
  'orders.edit': editsOrder,
  // Validation turns the creator's own draft into a registered order (spec 001 §4).
  'orders.validate': (actor, order) => order?.status === 'draft' && editsOrder(actor, order),
  // docs/design.md §4 "delete a draft": its creator only (spec 001 §6); a validated order is never deleted.
  'orders.delete_draft': (actor, order) => order?.status === 'draft' && editsOrder(actor, order),
  // docs/design.md §4 "change status, delivery type … of any order": preparators, on every order they see
  // (never a draft). Whether the order's state allows it (invoiced, already shipped) is the use
  // case's 409, not a permission: the preparator may do it, the order refuses it.
  'orders.change_status': (actor, order) => actor.role === 'preparator' && seesOrder(actor, order),
  'orders.change_delivery': (actor, order) => actor.role === 'preparator' && seesOrder(actor, order),
  // docs/design.md §4 "comment on an order": preparators on every order they see, managers and users on
  // their establishment's; viewers only read the thread. A draft has no thread (the preparators
  // cannot see it): that is the use case's 409, as for the status changes.
  'orders.comment': (actor, order) => actor.role !== 'viewer' && seesOrder(actor, order),
  // « Demander une nouvelle empreinte »: the lab asks and withdraws, on every order it
  // sees; the establishment's managers and users answer (upload, send back); viewers only see. Whether
  // the order's status allows it is the use case's 409.
  'impression_requests.manage': (actor, order) => actor.role === 'preparator' && seesOrder(actor, order),
  'impression_requests.answer': (actor, order) =>
    (actor.role === 'manager' || actor.role === 'user') &&
    order?.status !== 'draft' &&
    seesOrder(actor, order),
  // The impression a new one replaced: the lab's reference, kept with the order.
  'impression_requests.view_previous': (actor, order) =>
    actor.role === 'preparator' && seesOrder(actor, order),
  // The establishment's bell (each person's own notifications); the lab has its own.
  'order_notifications.view': (actor) => actor.role !== 'preparator',
  // docs/design.md §4 and §5.13: the comment bell (listing and clearing notifications) is the preparators'.
  'comment_notifications.manage': (actor) => actor.role === 'preparator',
  // docs/design.md §5.12: re-rendering the order form of a validated order it sees; a viewer only reads.
  'orders.generate_pdf': (actor, order) =>
    order?.status !== 'draft' && actor.role !== 'viewer' && seesOrder(actor, order),
  // Spec 001 §2 collaborators page: a manager sees its establishment's team; a preparator the
  // preparators' (docs/design.md §4 "invite": preparators only).
  'collaborators.view': (actor) =>
    actor.role === 'preparator' || (isManager(actor) && actor.establishmentId !== null),
  // docs/design.md §4 "invite": a manager, users or managers into its own establishment; a preparator,
  // preparators (who belong to no establishment).
  'collaborators.invite': (actor, invitation) => {
    if (invitation?.role === undefined || !invitationRolesFor(actor.role).includes(invitation.role))
      return false;
    return actor.role === 'preparator'
      ? invitation.establishmentId === null
      : inOwnEstablishment(actor, invitation);
  },
  // docs/design.md §4 "users page": preparators only.
  'users.list': (actor) => actor.role === 'preparator',
  // A préparateur who lost its authenticator is unlocked by another préparateur
  // (never by itself: that would make the second factor worth no more than the password).
  'mfa.reset': (actor, target) =>
    actor.role === 'preparator' &&
    target?.role === 'preparator' &&
    target.userId !== undefined &&
    target.userId !== actor.id,
  // docs/design.md §4 "invoices": preparators all of them; a manager its own establishment's; users and
  // viewers none (their menu has no invoices).
  'invoices.list': (actor) => actor.role === 'preparator' || isManager(actor),
  'invoices.view': (actor, invoice) =>
    actor.role === 'preparator' || (isManager(actor) && inOwnEstablishment(actor, invoice)),
  // Spec 001 §6: generating the month's invoices and toggling paid are the preparator's.
  'invoices.generate': (actor) => actor.role === 'preparator',
  'invoices.update_payment_status': (actor) => actor.role === 'preparator',
  // A credit note is issued by a preparator; it is seen by whoever sees its invoice.
  'invoices.issue_credit_note': (actor) => actor.role === 'preparator',
  // Remake rates per establishment and reason are the lab's quality figures.
  'remakes.view_rates': (actor) => actor.role === 'preparator',
  // The sales entries for the lab's accountant (FEC, journal des ventes).
  'accounting.export': (actor) => actor.role === 'preparator',
  // The lab's connection to its approved platform (« Facturation électronique », decision 140) is
  // the préparateurs'; nobody else sees it.
  'einvoicing.manage': (actor) => actor.role === 'preparator',
  // Which platform receives its invoices (« Mon établissement », decision 145): its manager sees its
  // own establishment's; the lab sees every one's through einvoicing.manage.
  'einvoicing.view_own_address': (actor, establishment) =>
    isManager(actor) && inOwnEstablishment(actor, establishment),
  // The « Planning » page (production times, cut-off, closures, in versions) is the
  // preparators'; the date a new order would be promised is anyone's signed in (the wizard shows it).
  'planning.manage': (actor) => actor.role === 'preparator',
  'planning.quote': () => true,
  // A préparateur moves the promised date of an order it sees, with a reason; that
  // the order has already left is the use case's 409.
  'orders.move_promised_date': (actor, order) => actor.role === 'preparator' && seesOrder(actor, order),
  // The lab's steps inside « En cours » and their quality control (decision 141): a préparateur, on
  // every order it sees; that the order is not in progress, or moved meanwhile, is the use case's 409.
  'orders.advance_step': (actor, order) => actor.role === 'preparator' && seesOrder(actor, order),
  // Their steps and checklist, in versions: the préparateurs' « Étapes de fabrication » page.
  'production.manage': (actor) => actor.role === 'preparator',
  // « Fiche de fabrication » (decision 139): the lab floor's sheet, for préparateurs only, one order
  // they see or a batch; a clinic has its order form.
  'orders.print_sheet': (actor, order) => actor.role === 'preparator' && seesOrder(actor, order),
  'orders.print_sheets': (actor) => actor.role === 'preparator',
  // The counts of late orders and orders due today are the lab's.
  'orders.view_due_counts': (actor) => actor.role === 'preparator',
  // The statement for custom-made devices (decision 144): whoever sees the order downloads it (it
  // names no patient); a préparateur records its lot and unmet requirements before shipment.
  'orders.download_statement': seesOrder,
  'orders.edit_statement_fields': (actor, order) => actor.role === 'preparator' && seesOrder(actor, order),
  // « Statistiques » covers every establishment, for the lab; « Activité » one
  // establishment, for its manager only (never another's).
  'statistics.view_lab': (actor) => actor.role === 'preparator',
  'statistics.view_establishment': (actor, resource) =>
    isManager(actor) && inOwnEstablishment(actor, resource),
  // The préparateurs manage the lab's webhook endpoints (no establishment: they
  // receive every establishment's events), a manager its establishment's; users and viewers none.
  'webhooks.manage': (actor, endpoint) =>
    endpoint !== undefined &&
    ((actor.role === 'preparator' && endpoint.establishmentId === null) ||
      (isManager(actor) && inOwnEstablishment(actor, endpoint))),
  // Préparateurs create the lab's keys, managers their establishment's (the
  // scopes each may grant: api-key-scopes.ts); each lists and revokes the keys it created.
  'api_keys.manage': (actor) =>
    actor.role === 'preparator' || (isManager(actor) && actor.establishmentId !== null),
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;
export const ACTIONS = Object.keys(RULES) as Action[];

/** Whether `actor` may do `action` (on `resource`): pure, the same answer on the server and in the web app. */
export const can = (actor: Actor, action: Action, resource?: Resource): boolean =>
  RULES[action](actor, resource);
