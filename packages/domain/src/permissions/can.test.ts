import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, type Actor, can, type Resource } from './can';
import { ROLES, type Role } from './roles';

const ME = 'me';
const OTHER = 'someone-else';
const OWN = 'est-own';
const FOREIGN = 'est-other';

const actor = (role: Role, establishmentId: string | null = OWN): Actor => ({
  id: ME,
  role,
  establishmentId,
});

type Row = [Action, Actor, Resource | undefined, boolean];

const order = (overrides: Resource = {}): Resource => ({
  establishmentId: OWN,
  createdBy: ME,
  status: 'registered',
  invoiced: false,
  ...overrides,
});

const everyRole = (action: Action, resource: Resource | undefined, allowed: boolean): Row[] =>
  ROLES.flatMap((role) => [
    [action, actor(role), resource, allowed] as Row,
    [action, actor(role, null), resource, allowed] as Row,
  ]);

const TABLE: Row[] = [
  // Own profile: every role, with or without an establishment; never someone else's.
  ...everyRole('profile.view', { userId: ME }, true),
  ...everyRole('profile.view', { userId: OTHER }, false),
  ...everyRole('profile.view', undefined, false),
  ...everyRole('profile.update', { userId: ME }, true),
  ...everyRole('profile.update', { userId: OTHER }, false),
  ...everyRole('profile.update', undefined, false),
  ...everyRole('sessions.manage', { userId: ME }, true),
  ...everyRole('sessions.manage', { userId: OTHER }, false),
  ...everyRole('sessions.manage', undefined, false),
  ...everyRole('sign_in_history.view', { userId: ME }, true),
  ...everyRole('sign_in_history.view', { userId: OTHER }, false),
  ...everyRole('sign_in_history.view', undefined, false),

  // E-mail preferences: one's own only, whatever the role.
  ...everyRole('email_preferences.view', { userId: ME }, true),
  ...everyRole('email_preferences.view', { userId: OTHER }, false),
  ...everyRole('email_preferences.view', undefined, false),
  ...everyRole('email_preferences.update', { userId: ME }, true),
  ...everyRole('email_preferences.update', { userId: OTHER }, false),
  ...everyRole('email_preferences.update', undefined, false),
  // The weekly summary: managers and préparateurs, for themselves.
  ...ROLES.flatMap((role): Row[] =>
    [OWN, null].map(
      (establishment): Row => [
        'email_preferences.weekly_summary',
        actor(role, establishment),
        { userId: ME },
        role === 'manager' || role === 'preparator',
      ],
    ),
  ),
  ...everyRole('email_preferences.weekly_summary', { userId: OTHER }, false),

  // Establishment creation: a manager without one, for itself only.
  ['establishment.create', actor('manager', null), { userId: ME }, true],
  ['establishment.create', actor('manager', null), { userId: OTHER }, false],
  ['establishment.create', actor('manager', null), undefined, false],
  ['establishment.create', actor('manager'), { userId: ME }, false],
  ['establishment.create', actor('user', null), { userId: ME }, false],
  ['establishment.create', actor('user'), { userId: ME }, false],
  ['establishment.create', actor('viewer', null), { userId: ME }, false],
  ['establishment.create', actor('preparator', null), { userId: ME }, false],

  // Establishment name: preparators and onboarding managers see any; others their own only.
  ['establishment.view_name', actor('preparator', null), { establishmentId: FOREIGN }, true],
  ['establishment.view_name', actor('manager', null), { establishmentId: FOREIGN }, true],
  ['establishment.view_name', actor('manager'), { establishmentId: OWN }, true],
  ['establishment.view_name', actor('manager'), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('user'), { establishmentId: OWN }, true],
  ['establishment.view_name', actor('user'), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('user', null), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('user', null), { establishmentId: null }, false],
  ['establishment.view_name', actor('viewer'), { establishmentId: OWN }, true],
  ['establishment.view_name', actor('viewer'), { establishmentId: FOREIGN }, false],
  ['establishment.view_name', actor('viewer'), undefined, false],

  // Drafts badge: every role but the preparator (who never sees drafts, docs/design.md §4).
  ['orders.count_own_drafts', actor('manager'), undefined, true],
  ['orders.count_own_drafts', actor('manager', null), undefined, true],
  ['orders.count_own_drafts', actor('user'), undefined, true],
  ['orders.count_own_drafts', actor('viewer'), undefined, true],
  ['orders.count_own_drafts', actor('preparator'), undefined, false],
  ['orders.count_own_drafts', actor('preparator', null), undefined, false],

  // Orders seen: preparators every establishment but no draft; others their own, drafts their own.
  ['orders.view', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['orders.view', actor('preparator', null), order({ status: 'cancelled' }), true],
  ['orders.view', actor('preparator', null), order({ status: 'draft' }), false],
  ['orders.view', actor('manager'), order({ createdBy: OTHER }), true],
  ['orders.view', actor('manager'), order({ createdBy: OTHER, status: 'draft' }), false],
  ['orders.view', actor('manager'), order({ status: 'draft' }), true],
  ['orders.view', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['orders.view', actor('manager', null), order({ establishmentId: null }), false],
  ['orders.view', actor('user'), order({ createdBy: OTHER, status: 'shipped' }), true],
  ['orders.view', actor('user'), order({ establishmentId: FOREIGN }), false],
  ['orders.view', actor('viewer'), order({ createdBy: OTHER }), true],
  ['orders.view', actor('viewer'), order({ establishmentId: FOREIGN }), false],
  ['orders.view', actor('manager'), order({ status: undefined }), false],
  ['orders.view', actor('preparator'), undefined, false],

  // STL files: preparators on any order they see; the editor of a draft or a registered,
  // un-invoiced order (its creator, or the manager for the latter); never a viewer.
  ['stl_files.manage', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['stl_files.manage', actor('preparator', null), order({ status: 'shipped', invoiced: true }), true],
  ['stl_files.manage', actor('preparator', null), order({ status: 'draft' }), false],
  ['stl_files.manage', actor('user'), order({ status: 'draft' }), true],
  ['stl_files.manage', actor('user'), order(), true],
  ['stl_files.manage', actor('user'), order({ invoiced: true }), false],
  ['stl_files.manage', actor('user'), order({ invoiced: undefined }), false],
  ['stl_files.manage', actor('user'), order({ status: 'in_progress' }), false],
  ['stl_files.manage', actor('user'), order({ createdBy: OTHER }), false],
  ['stl_files.manage', actor('user'), order({ establishmentId: FOREIGN }), false],
  ['stl_files.manage', actor('manager'), order({ createdBy: OTHER }), true],
  ['stl_files.manage', actor('manager'), order({ createdBy: OTHER, status: 'draft' }), false],
  ['stl_files.manage', actor('manager'), order({ createdBy: OTHER, invoiced: true }), false],
  ['stl_files.manage', actor('manager'), order({ status: 'cancelled' }), false],
  ['stl_files.manage', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['stl_files.manage', actor('manager', null), order({ establishmentId: null }), false],
  ['stl_files.manage', actor('viewer'), order({ status: 'draft' }), false],
  ['stl_files.manage', actor('viewer'), order(), false],
  ['stl_files.manage', actor('manager'), undefined, false],

  // Delivery addresses: listed by every role of the establishment, managed by its manager.
  ...(['manager', 'user', 'viewer'] as const).flatMap((role): Row[] => [
    ['delivery_addresses.list', actor(role), { establishmentId: OWN }, true],
    ['delivery_addresses.list', actor(role), { establishmentId: FOREIGN }, false],
    ['delivery_addresses.list', actor(role, null), { establishmentId: null }, false],
  ]),
  ['delivery_addresses.list', actor('preparator'), { establishmentId: OWN }, false],
  ['delivery_addresses.list', actor('preparator', null), { establishmentId: FOREIGN }, false],
  ['delivery_addresses.list', actor('user'), undefined, false],
  ...(['delivery_addresses.manage', 'establishment.update', 'establishment.require_mfa'] as const).flatMap(
    (action): Row[] => [
      [action, actor('manager'), { establishmentId: OWN }, true],
      [action, actor('manager'), { establishmentId: FOREIGN }, false],
      [action, actor('manager'), undefined, false],
      [action, actor('manager', null), { establishmentId: null }, false],
      [action, actor('user'), { establishmentId: OWN }, false],
      [action, actor('viewer'), { establishmentId: OWN }, false],
      [action, actor('preparator'), { establishmentId: OWN }, false],
      [action, actor('preparator', null), { establishmentId: FOREIGN }, false],
    ],
  ),

  // Order list and drafts list: every role asks the list (the query filters); drafts are not the
  // preparator's.
  ...everyRole('orders.list', undefined, true),
  ['orders.reorder', actor('manager'), order({ status: 'shipped', createdBy: OTHER }), true],
  ['orders.reorder', actor('user'), order({ status: 'ready_pickup' }), true],
  ['orders.reorder', actor('user'), order({ status: 'shipped', establishmentId: FOREIGN }), false],
  ['orders.reorder', actor('viewer'), order({ status: 'shipped' }), false],
  ['orders.reorder', actor('preparator', null), order({ status: 'shipped' }), false],
  ['orders.reorder', actor('manager'), order({ status: 'draft' }), false],
  ['orders.reorder', actor('manager', null), order({ status: 'shipped' }), false],
  // A remake is asked as an order is reordered (the 90 days are the use case's).
  ['orders.request_remake', actor('manager'), order({ status: 'shipped', createdBy: OTHER }), true],
  ['orders.request_remake', actor('user'), order({ status: 'ready_pickup' }), true],
  ['orders.request_remake', actor('user'), order({ status: 'shipped', establishmentId: FOREIGN }), false],
  ['orders.request_remake', actor('viewer'), order({ status: 'shipped' }), false],
  ['orders.request_remake', actor('preparator', null), order({ status: 'shipped' }), false],
  ['orders.request_remake', actor('manager'), order({ status: 'draft' }), false],
  ['orders.view_access_log', actor('manager'), order({ createdBy: OTHER }), true],
  ['orders.view_access_log', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['orders.view_access_log', actor('manager', null), order(), false],
  ['orders.view_access_log', actor('user'), order(), false],
  ['orders.view_access_log', actor('viewer'), order(), false],
  ['orders.view_access_log', actor('preparator', null), order(), false],
  ['patients.manage_data', actor('manager'), order({ createdBy: OTHER }), true],
  ['patients.manage_data', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['patients.manage_data', actor('user'), order(), false],
  ['patients.manage_data', actor('viewer'), order(), false],
  ['patients.manage_data', actor('preparator', null), order(), false],
  ['price_list.manage', actor('preparator', null), undefined, true],
  ['price_list.manage', actor('manager'), undefined, false],
  ['price_list.manage', actor('user'), undefined, false],
  ['price_list.manage', actor('viewer'), undefined, false],
  ...everyRole('price_list.view_current', undefined, true),
  ['orders.export', actor('manager'), undefined, true],
  ['orders.export', actor('preparator', null), undefined, true],
  ['orders.export', actor('user'), undefined, false],
  ['orders.export', actor('viewer'), undefined, false],
  ['orders.list_own_drafts', actor('manager'), undefined, true],
  ['orders.list_own_drafts', actor('user'), undefined, true],
  ['orders.list_own_drafts', actor('viewer'), undefined, true],
  ['orders.list_own_drafts', actor('preparator', null), undefined, false],

  // Drafts are created by managers and users only.
  ['orders.create_draft', actor('manager'), undefined, true],
  ['orders.create_draft', actor('manager', null), undefined, true],
  ['orders.create_draft', actor('user'), undefined, true],
  ['orders.create_draft', actor('viewer'), undefined, false],
  ['orders.create_draft', actor('preparator', null), undefined, false],

  // Edit: own draft; registered and un-invoiced by its creator or the manager; never viewers or
  // preparators, never another establishment's, never once in production.
  ['orders.edit', actor('user'), order({ status: 'draft' }), true],
  ['orders.edit', actor('user'), order({ status: 'draft', createdBy: OTHER }), false],
  ['orders.edit', actor('manager'), order({ status: 'draft', createdBy: OTHER }), false],
  ['orders.edit', actor('user'), order(), true],
  ['orders.edit', actor('user'), order({ createdBy: OTHER }), false],
  ['orders.edit', actor('manager'), order({ createdBy: OTHER }), true],
  ['orders.edit', actor('manager'), order({ createdBy: OTHER, invoiced: true }), false],
  ['orders.edit', actor('manager'), order({ invoiced: undefined }), false],
  ['orders.edit', actor('manager'), order({ status: 'in_progress' }), false],
  ['orders.edit', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['orders.edit', actor('viewer'), order({ status: 'draft' }), false],
  ['orders.edit', actor('viewer'), order(), false],
  ['orders.edit', actor('preparator', null), order(), false],
  ['orders.edit', actor('manager'), undefined, false],

  // Validate and delete: the creator's own draft only.
  ...(['orders.validate', 'orders.delete_draft'] as const).flatMap((action): Row[] => [
    [action, actor('user'), order({ status: 'draft' }), true],
    [action, actor('manager'), order({ status: 'draft' }), true],
    [action, actor('manager'), order({ status: 'draft', createdBy: OTHER }), false],
    [action, actor('user'), order({ status: 'draft', establishmentId: FOREIGN }), false],
    [action, actor('user'), order(), false],
    [action, actor('viewer'), order({ status: 'draft' }), false],
    [action, actor('preparator', null), order({ status: 'draft' }), false],
    [action, actor('user'), undefined, false],
  ]),

  // Status and delivery changes: preparators on any order they see (invoiced ones too: the use case
  // answers 409), never on a draft; no other role.
  ...(['orders.change_status', 'orders.change_delivery'] as const).flatMap((action): Row[] => [
    [action, actor('preparator', null), order({ establishmentId: FOREIGN }), true],
    [action, actor('preparator', null), order({ status: 'shipped', invoiced: true }), true],
    [action, actor('preparator', null), order({ status: 'cancelled' }), true],
    [action, actor('preparator', null), order({ status: 'draft' }), false],
    [action, actor('preparator', null), undefined, false],
    [action, actor('manager'), order(), false],
    [action, actor('user'), order(), false],
    [action, actor('viewer'), order(), false],
    [action, actor('manager', null), order({ establishmentId: null }), false],
  ]),

  // Order form PDF: whoever sees a validated order, but a viewer.
  [
    'orders.generate_pdf',
    actor('preparator', null),
    order({ establishmentId: FOREIGN, status: 'shipped' }),
    true,
  ],
  ['orders.generate_pdf', actor('preparator', null), order({ status: 'draft' }), false],
  ['orders.generate_pdf', actor('user'), order({ createdBy: OTHER, invoiced: true }), true],
  ['orders.generate_pdf', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['orders.generate_pdf', actor('manager'), order({ status: 'draft' }), false],
  ['orders.generate_pdf', actor('viewer'), order(), false],
  ['orders.generate_pdf', actor('manager'), undefined, false],

  // Collaborators page: managers with an establishment and preparators.
  ['collaborators.view', actor('preparator', null), undefined, true],
  ['collaborators.view', actor('manager'), undefined, true],
  ['collaborators.view', actor('manager', null), undefined, false],
  ['collaborators.view', actor('user'), undefined, false],
  ['collaborators.view', actor('viewer'), undefined, false],

  // Invitations: a manager, users or managers of its own establishment; a preparator, preparators.
  ['collaborators.invite', actor('manager'), { establishmentId: OWN, role: 'user' }, true],
  ['collaborators.invite', actor('manager'), { establishmentId: OWN, role: 'manager' }, true],
  ['collaborators.invite', actor('manager'), { establishmentId: OWN, role: 'preparator' }, false],
  ['collaborators.invite', actor('manager'), { establishmentId: OWN, role: 'viewer' }, false],
  ['collaborators.invite', actor('manager'), { establishmentId: FOREIGN, role: 'user' }, false],
  ['collaborators.invite', actor('manager', null), { establishmentId: null, role: 'user' }, false],
  ['collaborators.invite', actor('manager'), { establishmentId: OWN }, false],
  ['collaborators.invite', actor('preparator', null), { establishmentId: null, role: 'preparator' }, true],
  ['collaborators.invite', actor('preparator', null), { establishmentId: OWN, role: 'preparator' }, false],
  ['collaborators.invite', actor('preparator', null), { establishmentId: null, role: 'user' }, false],
  ['collaborators.invite', actor('user'), { establishmentId: OWN, role: 'user' }, false],
  ['collaborators.invite', actor('viewer'), { establishmentId: OWN, role: 'user' }, false],
  ['collaborators.invite', actor('manager'), undefined, false],

  // Users page: preparators only.
  ['users.list', actor('preparator', null), undefined, true],
  ['users.list', actor('manager'), undefined, false],
  ['users.list', actor('user'), undefined, false],
  ['users.list', actor('viewer'), undefined, false],
  // A second factor is reset by another préparateur, for a préparateur only.
  ['mfa.reset', actor('preparator', null), { userId: OTHER, role: 'preparator' }, true],
  ['mfa.reset', actor('preparator', null), { userId: ME, role: 'preparator' }, false],
  ['mfa.reset', actor('preparator', null), { userId: OTHER, role: 'manager' }, false],
  ['mfa.reset', actor('preparator', null), { role: 'preparator' }, false],
  ['mfa.reset', actor('preparator', null), undefined, false],
  ['mfa.reset', actor('manager'), { userId: OTHER, role: 'preparator' }, false],
  ['mfa.reset', actor('manager'), { userId: OTHER, role: 'user', establishmentId: OWN }, false],
  ['mfa.reset', actor('user'), { userId: OTHER, role: 'preparator' }, false],
  ['mfa.reset', actor('viewer'), { userId: OTHER, role: 'preparator' }, false],
  // Comments: whoever sees the order, but a viewer; the bell is the preparators'.
  ['orders.comment', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['orders.comment', actor('preparator', null), order({ status: 'draft' }), false],
  ['orders.comment', actor('manager'), order({ createdBy: OTHER }), true],
  ['orders.comment', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['orders.comment', actor('manager', null), order({ establishmentId: null }), false],
  ['orders.comment', actor('user'), order({ createdBy: OTHER, status: 'shipped', invoiced: true }), true],
  ['orders.comment', actor('user'), order({ establishmentId: FOREIGN }), false],
  ['orders.comment', actor('viewer'), order(), false],
  // Its own draft is seen, so allowed here; the use case answers the draft's 409 (no thread yet).
  ['orders.comment', actor('manager'), order({ status: 'draft' }), true],
  ['orders.comment', actor('manager'), undefined, false],
  // The lab asks and withdraws; the establishment's managers and users answer.
  ['impression_requests.manage', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['impression_requests.manage', actor('preparator', null), order({ status: 'draft' }), false],
  ['impression_requests.manage', actor('manager'), order(), false],
  ['impression_requests.manage', actor('user'), order(), false],
  ['impression_requests.manage', actor('viewer'), order(), false],
  [
    'impression_requests.answer',
    actor('manager'),
    order({ status: 'awaiting_impression', createdBy: OTHER }),
    true,
  ],
  [
    'impression_requests.answer',
    actor('user'),
    order({ status: 'awaiting_impression', createdBy: OTHER }),
    true,
  ],
  [
    'impression_requests.answer',
    actor('user'),
    order({ status: 'awaiting_impression', establishmentId: FOREIGN }),
    false,
  ],
  ['impression_requests.answer', actor('viewer'), order({ status: 'awaiting_impression' }), false],
  ['impression_requests.answer', actor('preparator', null), order({ status: 'awaiting_impression' }), false],
  ['impression_requests.answer', actor('manager'), order({ status: 'draft' }), false],
  ['impression_requests.view_previous', actor('preparator', null), order(), true],
  ['impression_requests.view_previous', actor('manager'), order(), false],
  ['impression_requests.view_previous', actor('viewer'), order(), false],
  ['order_notifications.view', actor('manager'), undefined, true],
  ['order_notifications.view', actor('user'), undefined, true],
  ['order_notifications.view', actor('viewer'), undefined, true],
  ['order_notifications.view', actor('preparator', null), undefined, false],
  ['comment_notifications.manage', actor('preparator', null), undefined, true],
  ['comment_notifications.manage', actor('manager'), undefined, false],
  ['comment_notifications.manage', actor('user'), undefined, false],
  ['comment_notifications.manage', actor('viewer'), undefined, false],
  // Invoices: preparators all, a manager its establishment's; generating and the paid toggle are
  // the preparator's alone.
  ['invoices.list', actor('preparator', null), undefined, true],
  ['invoices.list', actor('manager'), undefined, true],
  ['invoices.list', actor('user'), undefined, false],
  ['invoices.list', actor('viewer'), undefined, false],
  ['invoices.view', actor('preparator', null), { establishmentId: FOREIGN }, true],
  ['invoices.view', actor('manager'), { establishmentId: OWN }, true],
  ['invoices.view', actor('manager'), { establishmentId: FOREIGN }, false],
  ['invoices.view', actor('manager', null), { establishmentId: null }, false],
  ['invoices.view', actor('manager'), undefined, false],
  ['invoices.view', actor('user'), { establishmentId: OWN }, false],
  ['invoices.view', actor('viewer'), { establishmentId: OWN }, false],
  ['einvoicing.view_own_address', actor('manager'), { establishmentId: OWN }, true],
  ['einvoicing.view_own_address', actor('manager'), { establishmentId: FOREIGN }, false],
  ['einvoicing.view_own_address', actor('manager', null), { establishmentId: null }, false],
  ['einvoicing.view_own_address', actor('preparator', null), { establishmentId: FOREIGN }, false],
  ['einvoicing.view_own_address', actor('user'), { establishmentId: OWN }, false],
  ['einvoicing.view_own_address', actor('viewer'), { establishmentId: OWN }, false],
  ...(
    [
      'invoices.generate',
      'invoices.update_payment_status',
      'invoices.issue_credit_note',
      'remakes.view_rates',
      'accounting.export',
      'einvoicing.manage',
      'planning.manage',
      'production.manage',
      'orders.view_due_counts',
      'statistics.view_lab',
    ] as const
  ).flatMap((action): Row[] => [
    [action, actor('preparator', null), undefined, true],
    [action, actor('manager'), undefined, false],
    [action, actor('manager'), { establishmentId: OWN }, false],
    [action, actor('user'), undefined, false],
    [action, actor('viewer'), undefined, false],
  ]),
];

// The promised dates, their notices and the statistics.
const PLANNING_TABLE: Row[] = [
  ...everyRole('planning.quote', undefined, true),
  ['orders.move_promised_date', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['orders.move_promised_date', actor('preparator', null), order({ status: 'draft' }), false],
  ['orders.move_promised_date', actor('preparator', null), undefined, false],
  ['orders.move_promised_date', actor('manager'), order(), false],
  ['orders.move_promised_date', actor('user'), order(), false],
  ['orders.move_promised_date', actor('viewer'), order(), false],
  // The lab's steps (decision 141): a préparateur on any order it sees, never a clinic.
  ['orders.advance_step', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['orders.advance_step', actor('preparator', null), order({ status: 'draft' }), false],
  ['orders.advance_step', actor('preparator', null), undefined, false],
  ['orders.advance_step', actor('manager'), order(), false],
  ['orders.advance_step', actor('user'), order(), false],
  ['orders.advance_step', actor('viewer'), order(), false],
  // A manager's « Activité » is its own establishment's, never another's; nobody else has one.
  ['statistics.view_establishment', actor('manager'), { establishmentId: OWN }, true],
  ['statistics.view_establishment', actor('manager'), { establishmentId: FOREIGN }, false],
  ['statistics.view_establishment', actor('manager'), undefined, false],
  ['statistics.view_establishment', actor('manager', null), { establishmentId: null }, false],
  ['statistics.view_establishment', actor('user'), { establishmentId: OWN }, false],
  ['statistics.view_establishment', actor('viewer'), { establishmentId: OWN }, false],
  ['statistics.view_establishment', actor('preparator', null), { establishmentId: OWN }, false],
];
TABLE.push(...PLANNING_TABLE);

// Decision 139: the order sheet is the préparateurs'.
TABLE.push(
  ['orders.print_sheet', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['orders.print_sheet', actor('preparator', null), order({ status: 'draft' }), false],
  ['orders.print_sheet', actor('preparator', null), undefined, false],
  ['orders.print_sheet', actor('manager'), order(), false],
  ['orders.print_sheet', actor('user'), order(), false],
  ['orders.print_sheet', actor('viewer'), order(), false],
  // The statement for custom-made devices (decision 144): whoever sees the order downloads it; only a
  // préparateur records its lot and unmet requirements.
  ['orders.download_statement', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['orders.download_statement', actor('preparator', null), order({ status: 'draft' }), false],
  ['orders.download_statement', actor('manager'), order(), true],
  ['orders.download_statement', actor('manager'), order({ establishmentId: FOREIGN }), false],
  ['orders.download_statement', actor('user'), order(), true],
  ['orders.download_statement', actor('viewer'), order(), true],
  ['orders.download_statement', actor('viewer'), order({ establishmentId: FOREIGN }), false],
  ['orders.edit_statement_fields', actor('preparator', null), order({ establishmentId: FOREIGN }), true],
  ['orders.edit_statement_fields', actor('preparator', null), undefined, false],
  ['orders.edit_statement_fields', actor('manager'), order(), false],
  ['orders.edit_statement_fields', actor('user'), order(), false],
  ['orders.edit_statement_fields', actor('viewer'), order(), false],
  ['orders.print_sheets', actor('preparator', null), undefined, true],
  ['orders.print_sheets', actor('manager'), undefined, false],
  ['orders.print_sheets', actor('user'), undefined, false],
  ['orders.print_sheets', actor('viewer'), undefined, false],
);

// The lab's endpoints (no establishment) are the préparateurs', an establishment's
// its manager's; nobody else manages any.
TABLE.push(
  ['webhooks.manage', actor('preparator', null), { establishmentId: null }, true],
  ['webhooks.manage', actor('preparator', null), { establishmentId: OWN }, false],
  ['webhooks.manage', actor('preparator', null), undefined, false],
  ['webhooks.manage', actor('manager'), { establishmentId: OWN }, true],
  ['webhooks.manage', actor('manager'), { establishmentId: FOREIGN }, false],
  ['webhooks.manage', actor('manager'), { establishmentId: null }, false],
  ['webhooks.manage', actor('manager', null), { establishmentId: null }, false],
  ['webhooks.manage', actor('user'), { establishmentId: OWN }, false],
  ['webhooks.manage', actor('viewer'), { establishmentId: OWN }, false],
  // Préparateurs create the lab's keys, managers their establishment's.
  ['api_keys.manage', actor('preparator', null), undefined, true],
  ['api_keys.manage', actor('manager'), undefined, true],
  ['api_keys.manage', actor('manager', null), undefined, false],
  ['api_keys.manage', actor('user'), undefined, false],
  ['api_keys.manage', actor('viewer'), undefined, false],
);

describe('can', () => {
  it.each(TABLE)('%s by %o on %o → %s', (action, who, resource, allowed) => {
    expect(can(who, action, resource)).toBe(allowed);
  });

  it('has at least one row per action of the table', () => {
    const tested = new Set(TABLE.map(([action]) => action));
    expect(ACTIONS.filter((action) => !tested.has(action))).toEqual([]);
  });
});
