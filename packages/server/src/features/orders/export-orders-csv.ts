import { shippingMethodOf } from '@conque/domain/catalogue/shipping-methods';
import { TIP_TYPES } from '@conque/domain/catalogue/tip-types';
import { ORDER_STATUS_LABELS } from '@conque/domain/orders/statuses';
import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import { csvAmount, csvText } from '@conque/domain/shared/csv-format';
import { formatParis, formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { csvStream } from '../../csv/csv-stream';
import { listScopeCondition } from '../../db/list-scope-condition';
import { establishments, invoices, orders, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import type { ExportOrdersQuery } from './order-input';
import { orderSearchPatterns, orderSearchWhere, searchKind } from './order-search';

const BATCH_SIZE = 500;

export const ORDERS_CSV_HEADER = [
  'Numéro de commande',
  'Date de validation',
  "Date d'expédition",
  'Statut',
  'Type',
  'Nom du patient',
  'Prénom du patient',
  'Établissement',
  'Créée par',
  'Livraison',
  'Suivi',
  'Total HT (€)',
  'TVA (€)',
  'Total TTC (€)',
  'Facture',
] as const;

const typeLabel = (type: string | undefined) => TIP_TYPES.find((tip) => tip.value === type)?.label;

const readBatch = async (
  deps: Deps,
  where: ReturnType<typeof and>,
  after: { cursor: string; id: string } | undefined,
  batchSize: number,
) =>
  deps.db
    .select({
      id: orders.id,
      // The exact timestamp as text: a Date keeps milliseconds, PostgreSQL microseconds, and the
      // next batch starts strictly after this row.
      cursor: sql<string>`${orders.createdAt}::text`,
      orderNumber: orders.orderNumber,
      validatedAt: orders.validatedAt,
      shippedAt: orders.shippedAt,
      status: orders.status,
      details: orders.details,
      patientLastName: orders.patientLastName,
      patientFirstName: orders.patientFirstName,
      establishmentName: establishments.name,
      creatorFirstName: profiles.firstName,
      creatorLastName: profiles.lastName,
      shippingMethod: orders.shippingMethod,
      trackingUrl: orders.trackingUrl,
      invoiceNumber: invoices.number,
    })
    .from(orders)
    .innerJoin(establishments, eq(establishments.id, orders.establishmentId))
    .innerJoin(profiles, eq(profiles.id, orders.createdBy))
    .leftJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(
      and(
        where,
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(batchSize);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

const cells = (row: Row): string[] => {
  const prices = row.details?.prices;
  return [
    csvText(row.orderNumber),
    csvText(row.validatedAt && formatParisShortDateTime(row.validatedAt)),
    csvText(row.shippedAt && formatParisShortDateTime(row.shippedAt)),
    csvText(ORDER_STATUS_LABELS[row.status]),
    csvText(typeLabel(row.details?.type)),
    csvText(row.patientLastName),
    csvText(row.patientFirstName),
    csvText(row.establishmentName),
    csvText([row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ')),
    csvText(shippingMethodOf(row.shippingMethod)?.name),
    csvText(row.trackingUrl),
    csvAmount(prices && prices.productsHT + prices.shippingHT),
    csvAmount(prices && prices.tvaProduits + prices.tvaShipping),
    csvAmount(prices?.totalTTC),
    csvText(row.invoiceNumber),
  ];
};

/**
 * The order list as a CSV file, with the list's search and status filter, for a
 * manager (its establishment's orders) or a preparator (every establishment's), newest first like
 * the list. Streamed a batch of 500 at a time (csv/csv-stream.ts): 100 000 orders never sit in
 * memory together.
 */
export const exportOrdersCsv = (deps: Deps, actor: Actor, query: ExportOrdersQuery) => {
  if (!can(actor, 'orders.export')) throw AppError.forbidden();
  const search =
    query.search === undefined
      ? undefined
      : { ...orderSearchPatterns(query.search), kind: searchKind(query.search) };
  const where = and(
    ne(orders.status, 'draft'),
    // A manager without an establishment exports the header alone, as its list is empty.
    listScopeCondition(listScope(actor), orders.establishmentId),
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.remake ? isNotNull(orders.remakeReason) : undefined,
    search === undefined ? undefined : orderSearchWhere(search),
  );
  return {
    fileName: `commandes-${formatParis(deps.now(), 'yyyy-MM-dd')}.csv`,
    stream: csvStream<Row>({
      header: ORDERS_CSV_HEADER,
      batchSize: BATCH_SIZE,
      nextBatch: (after, size) => readBatch(deps, where, after, size),
      cells,
    }),
  };
};
