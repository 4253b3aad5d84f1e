import type { Gender, HearingLoss } from '@conque/domain/catalogue/patient';
import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { TransferMethod } from '@conque/domain/catalogue/transfer-methods';
import type { EstablishmentSnapshot } from '@conque/domain/orders/api-types';
import type { StoredOrderDetails } from '@conque/domain/orders/details-schema';
import type { ShippingAddressSnapshot } from '@conque/domain/orders/order-schemas';
import type { RemakeReason } from '@conque/domain/orders/remakes';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { establishments, profiles } from './accounts';
import { invoices } from './invoices';

type SearchedColumns = {
  patientFirstName: AnyPgColumn;
  patientLastName: AnyPgColumn;
  orderNumber: AnyPgColumn;
};
/** What the order lists' indexes hold after their order (see below). */
const searchedColumns = (t: SearchedColumns) => [
  sql`lower(${t.patientFirstName})`,
  sql`lower(${t.patientLastName})`,
  t.patientFirstName,
  t.patientLastName,
  t.orderNumber,
];

// Spec 001 §3 "Order". Drafts may hold any incomplete value (spec §4); what a validated order must
// hold is checked by domain's registeredOrderSchema, not by the columns.
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // docs/design.md §5.5: given at validation, null for drafts; unique (many nulls are allowed).
    orderNumber: text('order_number').unique('orders_order_number_key'),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => profiles.id),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    patientFirstName: text('patient_first_name').notNull().default(''),
    patientLastName: text('patient_last_name').notNull().default(''),
    patientGender: text('patient_gender').$type<Gender>(),
    patientHearingLoss: text('patient_hearing_loss').$type<HearingLoss>().notNull().default('N/C'),
    details: jsonb('details').$type<StoredOrderDetails>(),
    shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull().default('standard'),
    // A copy of the chosen delivery address: editing or deleting the address never rewrites an order.
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>(),
    transferMethod: text('transfer_method').$type<TransferMethod>(),
    comment: text('comment').notNull().default(''),
    // Spec 001 §3 stl_files: appended and removed by features/stl-files, one locked row at a time.
    stlFiles: jsonb('stl_files').$type<StlFileEntry[]>().notNull().default([]),
    trackingUrl: text('tracking_url'),
    // Spec 001 §3 "id of another order" (docs/design.md §5.9): set by the preparator's shipping dialog.
    sharedShippingGroup: uuid('shared_shipping_group'),
    // `order_pdfs/<key>`: spec 001 §7 reads the storage path after the order_pdfs segment.
    pdfUrl: text('pdf_url'),
    establishmentSnapshot: jsonb('establishment_snapshot').$type<EstablishmentSnapshot>(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    // When it last became shipped or ready_pickup: the month that invoices it (docs/design.md §5.11).
    // Cleared when the preparator moves it back.
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    // When the daily pruning deleted the impressions, IMPRESSION_RETENTION_MONTHS
    // after shipping (the order says so); null while they are kept.
    impressionsDeletedAt: timestamp('impressions_deleted_at', { withTimezone: true }),
    // An invoiced order's status and delivery are locked (spec §4).
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    // When a credit note last took the order off its invoice; the next monthly run
    // invoices it again, whatever month it shipped in.
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    // The order this one remakes, why, and whether the warranty made it free (set
    // when it is asked, settled at validation: pricing/remake-policy.ts).
    remakeOf: uuid('remake_of').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    remakeReason: text('remake_reason').$type<RemakeReason>(),
    remakeComment: text('remake_comment').notNull().default(''),
    remakeFree: boolean('remake_free').notNull().default(false),
    // The Paris day the lab promised to ship it (or have it ready for pickup), set at
    // validation from the planning in force and kept; a préparateur may move it, saying why.
    promisedShipOn: date('promised_ship_on', { mode: 'string' }),
    promisedShipReason: text('promised_ship_reason'),
    // The lab's step inside « En cours » (decision 141): its key in the steps in force (null: the
    // first, where an order entering « En cours » starts), whether the quality control passed, and a
    // revision bumped at every change, which tells a stale screen that someone moved it meanwhile.
    productionStep: text('production_step'),
    productionDone: boolean('production_done').notNull().default(false),
    productionRevision: integer('production_revision').notNull().default(0),
    // The statement for custom-made devices (decision 144): the prescriber the wizard asked, and
    // what a préparateur records before shipment (lot, requirements not fully met and why).
    prescriberName: text('prescriber_name').notNull().default(''),
    prescriberNumber: text('prescriber_number'),
    lotNumber: text('lot_number').notNull().default(''),
    unmetRequirements: text('unmet_requirements').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_by_status_idx').on(t.createdBy, t.status),
    index('orders_establishment_id_created_at_idx').on(t.establishmentId, t.createdAt),
    // The order list (spec 001 §7): never drafts, newest first with the id as tie-break, 10 a page.
    // One partial index per shape of the page query (all establishments or one, with or without a
    // status), so PostgreSQL reads 10 entries instead of sorting every listed order
    // (bench/order-list.ts: the preparator's first page went from 5.5 s to 0.4 ms on 1 M orders).
    // After the order, what a search matches, lowered as features/orders/order-search.ts
    // compares it, so that a search reads the list from the index alone (an index-only scan; the
    // names themselves too, without which PostgreSQL does not consider one). Names are 100
    // characters at most (domain/orders/order-schemas.ts): an entry stays far below btree's limit.
    index('orders_listed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), ...searchedColumns(t))
      .where(sql`status <> 'draft'`),
    index('orders_establishment_listed_idx')
      .on(
        t.establishmentId,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.status,
        ...searchedColumns(t),
      )
      .where(sql`status <> 'draft'`),
    // GET /api/v1/orders walks what changed, oldest change first (cursor pagination).
    index('orders_updated_listed_idx').on(t.updatedAt, t.id).where(sql`status <> 'draft'`),
    index('orders_establishment_updated_listed_idx')
      .on(t.establishmentId, t.updatedAt, t.id)
      .where(sql`status <> 'draft'`),
    // …filtered by status: one walk per status asked, merged (list-api-orders.ts).
    index('orders_status_updated_listed_idx').on(t.status, t.updatedAt, t.id).where(sql`status <> 'draft'`),
    index('orders_establishment_status_updated_listed_idx')
      .on(t.establishmentId, t.status, t.updatedAt, t.id)
      .where(sql`status <> 'draft'`),
    index('orders_status_listed_idx')
      .on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), ...searchedColumns(t))
      .where(sql`status <> 'draft'`),
    index('orders_establishment_status_listed_idx')
      .on(t.establishmentId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status <> 'draft'`),
    // The monthly invoice run: shipped, not yet invoiced orders of a month.
    index('orders_to_invoice_idx')
      .on(t.shippedAt)
      .where(sql`invoice_id is null and status in ('shipped', 'ready_pickup')`),
    index('orders_invoice_id_idx').on(t.invoiceId),
    index('orders_credited_to_invoice_idx')
      .on(t.creditedAt)
      .where(sql`invoice_id is null and credited_at is not null`),
    // The daily pruning's shipped orders that still hold impressions, oldest shipment first.
    index('orders_impressions_to_prune_idx')
      .on(t.shippedAt)
      .where(sql`impressions_deleted_at is null and stl_files <> '[]'::jsonb`),
    // An original's remakes; the preparator's "Refabrications" filter, newest first.
    index('orders_remake_of_idx').on(t.remakeOf).where(sql`remake_of is not null`),
    index('orders_remakes_listed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`remake_reason is not null and status <> 'draft'`),
    // The lab's late and due-today orders (a range of promised days among the orders
    // awaiting shipment: domain/planning/due.ts's list, so a status added before shipping is in).
    index('orders_awaiting_promised_idx')
      .on(t.promisedShipOn, t.id)
      .where(sql`status not in ('draft', 'shipped', 'ready_pickup', 'cancelled')`),
    // The dashboard sorted by promised day, the orders awaiting shipment first.
    index('orders_promised_listed_idx')
      .on(sql`(status in ('shipped', 'ready_pickup', 'cancelled'))`, t.promisedShipOn, t.id)
      .where(sql`status <> 'draft'`),
    // The statistics' and the weekly summary's ranges of validation and
    // shipping instants, every column they read in the key so that PostgreSQL answers from the index
    // alone (an index-only scan: bench/statistics measured 1 M orders, decision 122). The lab's come
    // first by instant, a manager's by establishment then instant.
    index('orders_validated_stats_idx')
      .on(t.validatedAt, t.status, t.establishmentId, t.remakeReason)
      .where(sql`status <> 'draft'`),
    index('orders_shipped_stats_idx')
      .on(t.shippedAt, t.validatedAt, t.promisedShipOn)
      .where(sql`status in ('shipped', 'ready_pickup') and validated_at is not null`),
    index('orders_establishment_validated_stats_idx')
      .on(t.establishmentId, t.validatedAt, t.status, t.remakeReason)
      .where(sql`status <> 'draft'`),
    index('orders_establishment_shipped_stats_idx')
      .on(t.establishmentId, t.shippedAt, t.validatedAt)
      .where(sql`status in ('shipped', 'ready_pickup') and validated_at is not null`),
    index('orders_shared_shipping_group_idx').on(t.sharedShippingGroup),
    // A term written like a number's start is searched as a prefix (features/orders/order-search.ts).
    index('orders_number_prefix_idx').on(t.orderNumber.op('text_pattern_ops')),
    // Spec 001 §7 search: LIKE '%…%' on names and number cannot use a btree; trigrams can. The
    // names lowered, as features/orders/order-search.ts compares them.
    index('orders_search_trgm_idx').using(
      'gin',
      sql`lower(${t.patientFirstName}) gin_trgm_ops`,
      sql`lower(${t.patientLastName}) gin_trgm_ops`,
      t.orderNumber.op('gin_trgm_ops'),
    ),
  ],
);
