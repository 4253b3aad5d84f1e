import type { Gender, HearingLoss } from '../catalogue/patient';
import type { ShippingMethod } from '../catalogue/shipping-methods';
import type { TransferMethod } from '../catalogue/transfer-methods';
import type { Role } from '../permissions/roles';
import type { DueState } from '../planning/due';
import type { OrderPrices } from '../pricing/order-prices';
import type { ProductionView } from '../production/production-state';
import type { Page } from '../shared/list-query';
import type { StoredOrderDetails } from './details-schema';
import type { OrderEventKind } from './order-events';
import type { ShippingAddressSnapshot } from './order-schemas';
import type { RemakeOf, RemakeReason, RemakeSummary } from './remakes';
import type { OrderStatus } from './statuses';
import type { StlFileEntry } from './stl-files';

// Answers of the order area's endpoints, written once: the server's view mappers are typed by
// them and the web reads them (CONVENTIONS "Direction of dependencies"). Snake_case as in the
// spec's tables (001 §3); times in ISO 8601 UTC.

/** Spec 001 §3 establishment_snapshot: the billing identity as it was when the order was validated. */
export type EstablishmentSnapshot = {
  name: string;
  siret: string;
  billing_street_address: string;
  billing_postal_code: string;
  billing_city: string;
};

/** GET /api/orders/:id: the order detail and the wizard's "edit" both read it. */
export type OrderView = {
  id: string;
  order_number: string | null;
  establishment_id: string;
  created_by: string;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
  validated_at: string | null;
  /** When it last became shipped or ready for pickup (a remake may be asked within 90 days). */
  shipped_at: string | null;
  patient_first_name: string;
  patient_last_name: string;
  patient_gender: Gender | null;
  patient_hearing_loss: HearingLoss;
  details: StoredOrderDetails | null;
  shipping_method: ShippingMethod;
  shipping_address: ShippingAddressSnapshot | null;
  transfer_method: TransferMethod | null;
  comment: string;
  stl_files: StlFileEntry[];
  /** When the retention period deleted the impressions; null while kept. */
  impressions_deleted_at: string | null;
  tracking_url: string | null;
  /** The leader of its shipping group, when a preparator grouped it (docs/design.md §5.9). */
  shared_shipping_group: string | null;
  /** `order_pdfs/<key>` once the job has made it (spec 001 §7 reads the path after `order_pdfs`). */
  pdf_url: string | null;
  establishment_snapshot: EstablishmentSnapshot | null;
  /** The Paris day the lab promised to ship it ('yyyy-MM-dd'), set at validation. */
  promised_ship_on: string | null;
  /** Why a préparateur last moved that day; null while it is the day first promised. */
  promised_ship_reason: string | null;
  /** The prescriber the statement for custom-made devices names ('' : the creator, decision 144). */
  prescriber_name: string;
  /** RPPS (11 digits) or ADELI (9 characters). */
  prescriber_number: string | null;
  /** What a préparateur records before shipment for the statement (decision 144). */
  lot_number: string;
  unmet_requirements: string;
  /**
   * The establishment's name as it is now: a draft has no snapshot yet (it is taken at validation),
   * and the order detail still names whose order it is.
   */
  establishment_name: string;
  created_by_profile: { first_name: string | null; last_name: string | null; email: string } | null;
  /** Spec 001 §3 invoice (id, number): set once the monthly run has invoiced the order; locks it. */
  invoice: { id: string; number: string } | null;
  /** The order this one remakes, with the reason; null for any other order. */
  remake: RemakeOf | null;
  /** Its own remakes the caller may see (never another person's draft), oldest first. */
  remakes: RemakeSummary[];
  /** The lab's steps in force and where the order is in them (decision 141). */
  production: ProductionView;
};

/**
 * POST /api/update-order: always a success; a refusal is an HTTP error with its French message
 * (http/app-error.ts). `order_number` is the number validation gave, or the order's own.
 */
export type UpdateOrderResult = { success: true; error: null; order_number: string | null };

/** POST /api/orders/:id/status: the order's shipment fields once the préparateur's dialog is saved. */
export type ChangeOrderStatusResult = {
  status: OrderStatus;
  tracking_url: string | null;
  shared_shipping_group: string | null;
  shipped_at: string | null;
};

/** POST /api/orders/:id/delivery: the new mode, where the parcel now goes, and the prices again. */
export type ChangeDeliveryResult = {
  shipping_method: ShippingMethod;
  shipping_address: ShippingAddressSnapshot | null;
  prices: OrderPrices | null;
};

/** POST /api/orders/:id/remake: the new draft, whether the warranty covers it, the files copied. */
export type RequestRemakeResult = { id: string; free: boolean; copied: number };

/** DELETE /api/orders/:id/stl-files?path=…: the order's files that remain. */
export type DeleteStlFileResult = { stl_files: StlFileEntry[] };

/** One row of GET /api/orders (never drafts). */
export type OrderListItem = {
  id: string;
  order_number: string | null;
  status: OrderStatus;
  shipping_method: ShippingMethod;
  patient_first_name: string;
  patient_last_name: string;
  created_at: string;
  pdf_url: string | null;
  /** Spec 001 §2 preparator dashboard columns; null for the other roles. */
  establishment_name: string | null;
  created_by_name: string | null;
  /** A remake's reason (the lab's badge); null for any other order. */
  remake_reason: RemakeReason | null;
  /** The promised shipping day ('yyyy-MM-dd'); null for orders validated before it existed. */
  promised_ship_on: string | null;
  /** Late or due today (Paris day of the server's clock), else null. */
  due: DueState | null;
  /** While in progress, the step as the clinic reads it (« En finition », « Prête à expédier »), else null. */
  production_label: string | null;
  /** « À risque » on the lab's list: its steps are behind its promised day (decision 143); else false. */
  at_risk: boolean;
};

/**
 * Exact totals, but a search matching more than ORDER_SEARCH_COUNT_CAP orders answers the cap with
 * `totalCapped: true` ("Plus de 1 000 commandes").
 */
export type OrderListPage = Page<OrderListItem> & { totalCapped: boolean };

/** The count a search stops at: beyond it the list says "Plus de 1 000 commandes". */
export const ORDER_SEARCH_COUNT_CAP = 1000;

/** One row of GET /api/orders/drafts: the caller's own drafts. */
export type DraftListItem = {
  id: string;
  patient_first_name: string;
  patient_last_name: string;
  created_at: string;
  updated_at: string;
};

export type DraftListPage = Page<DraftListItem>;

/** The author of a comment as they were when they wrote it (a later rename does not rewrite it). */
export type CommentAuthor = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
};

/** Spec 001 §3 "Order comment": GET /api/orders/:id/comments items and POST's answer. */
export type OrderCommentView = {
  id: string;
  order_id: string;
  content: string;
  created_by: string | null;
  profile: CommentAuthor;
  created_at: string;
};

/** GET /api/orders/:id/comments: the thread, oldest first. */
export type OrderCommentList = { items: OrderCommentView[]; total: number };

/** Spec 001 §3 "Comment notification", as the bell shows it (docs/design.md §5.13). */
export type CommentNotificationView = {
  order_id: string;
  comment_id: string;
  order_number: string | null;
  patient_name: string;
  created_at: string;
};

/** GET /api/comment-notifications: the newest first, and how many there are in all. */
export type CommentNotificationList = { items: CommentNotificationView[]; total: number };

/** DELETE /api/orders/:id/comment-notifications. */
export type ClearCommentNotificationsResponse = { success: true; deleted: number };

/**
 * POST /api/orders/:id/pdf-url, /api/orders/:id/stl-files/signed-url and /api/invoices/:id/pdf-url:
 * a download link signed for 60 s (spec 001 §7), absolute (S3) or relative to the site (/files/…).
 */
export type SignedUrlResponse = { signedUrl: string };

/** One entry of an order's history: what changed, from and to, who did it and when. */
export type OrderEventView = {
  id: string;
  actor_name: string;
  /** The key's name, for a change made « via l'API »; null otherwise. */
  api_key_name: string | null;
  kind: OrderEventKind;
  from: string | null;
  to: string | null;
  created_at: string;
};

/** GET /api/orders/:id/history: newest first. */
export type OrderHistoryResponse = { items: OrderEventView[] };

/** GET /api/orders/:id/grouping-candidates: a shipped order this one may ship with (docs/design.md §5.9). */
export type GroupingCandidate = {
  id: string;
  order_number: string | null;
  patient_first_name: string;
  patient_last_name: string;
  shipped_at: string | null;
  /** The group the order would join (its leader's id): this order's current group when equal. */
  leader_id: string;
  /** Orders in that group, this order aside. */
  group_size: number;
  group_full: boolean;
};

export type GroupingCandidatesResponse = { items: GroupingCandidate[] };

/** An entry of a person's own bell on the establishment side. */
/**
 * What an entry of the establishment side's bell is about (a new impression asked;
 * the lab moved the promised shipping day).
 */
export const ORDER_NOTIFICATION_KINDS = ['impression_requested', 'promised_date_changed'] as const;
export type OrderNotificationKind = (typeof ORDER_NOTIFICATION_KINDS)[number];

export type OrderNotificationView = {
  order_id: string;
  kind: OrderNotificationKind;
  order_number: string | null;
  patient_name: string;
  created_at: string;
};

/** GET /api/notifications: the caller's own, newest first, and how many in all. */
export type OrderNotificationList = { items: OrderNotificationView[]; total: number };

/** DELETE /api/orders/:id/notifications: the caller's entries of that order, taken off its bell. */
export type ClearOrderNotificationsResponse = { success: true; deleted: number };
