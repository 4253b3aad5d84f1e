import type { Sql } from './bench-sql';
import { FIRST_NAMES, LAST_NAMES } from './french-names';
import { DETAILS_KINDS, detailsTemplates } from './order-templates';

// N orders written by PostgreSQL itself (INSERT … SELECT over generate_series, in batches), so a
// million rows take minutes, not hours. The i-th order is validated at start + i × step: the orders
// follow each other in time like a lab's, which lets each batch number its orders per year in
// sequence (YYYY-NNNNN, Paris year of validation) after the counter of the previous batches, and then
// move the year's counter in order_number_counters to the last number given, as validation does.

/** The women's names come first in FIRST_NAMES: a patient's gender follows the first name. */
const FEMALE_FIRST_NAMES = FIRST_NAMES.indexOf('Paul');

const prepareLookups = async (sql: Sql) => {
  await sql(
    `CREATE TABLE bench_establishments AS
     SELECT row_number() OVER (ORDER BY e.siret)::int AS idx, e.id,
            (SELECT array_agg(p.id ORDER BY p.email) FROM profiles p
              WHERE p.establishment_id = e.id AND p.role <> 'viewer') AS creators,
            jsonb_build_object('id', a.id, 'name', a.name, 'street_address', a.street_address,
              'postal_code', a.postal_code, 'city', a.city) AS address,
            jsonb_build_object('name', e.name, 'siret', e.siret, 'billing_street_address',
              e.billing_street_address, 'billing_postal_code', e.billing_postal_code,
              'billing_city', e.billing_city) AS snapshot
     FROM establishments e JOIN delivery_addresses a ON a.establishment_id = e.id AND a.is_default`,
  );
  await sql('ALTER TABLE bench_establishments ADD PRIMARY KEY (idx)');
  await sql(
    'CREATE TABLE bench_details (kind int, shipping text, details jsonb, PRIMARY KEY (kind, shipping))',
  );
  for (const template of detailsTemplates()) {
    await sql('INSERT INTO bench_details VALUES ($1, $2, $3)', [
      template.kind,
      template.shipping,
      JSON.stringify(template.details),
    ]);
  }
};

// Status by age, as a lab's list looks: the last days registered or in production, older ones
// shipped (ready_pickup when collected at the lab, docs/design.md §5.10), about 4 % cancelled.
const BATCH_SQL = `
WITH src AS (
  SELECT g, gen_random_uuid() AS id, random() < 0.10 AS draft,
         $3::timestamptz + (g - 1) * $4::float8 * interval '1 second' AS at,
         -- Skewed: establishment 1 has the most orders (a chain's head office), most have a few hundred.
         1 + floor($7::int * power(random(), 1.5))::int AS e,
         floor(random() * cardinality($5::text[]))::int AS first_i,
         floor(random() * cardinality($6::text[]))::int AS last_i,
         random() AS r_ship, random() AS r_status, random() AS r_kind, random() AS r_misc,
         random() AS r_lead
  FROM generate_series($1::int, $2::int) g
), shaped AS (
  SELECT src.*, extract(year FROM at AT TIME ZONE 'Europe/Paris')::int AS year,
         CASE WHEN r_ship < 0.65 THEN 'standard' WHEN r_ship < 0.85 THEN 'express' ELSE 'pickup' END AS shipping,
         extract(epoch FROM now() - at) / 86400 AS age_days
  FROM src
), numbered AS (
  SELECT shaped.*,
         CASE WHEN NOT draft THEN row_number() OVER (PARTITION BY draft, year ORDER BY g) END AS rn,
         CASE
           WHEN draft THEN 'draft'
           WHEN r_status < 0.04 THEN 'cancelled'
           WHEN age_days < 2 THEN CASE WHEN r_status < 0.6 THEN 'registered' ELSE 'in_progress' END
           WHEN age_days < 10 AND r_status < 0.15 THEN 'registered'
           WHEN age_days < 10 AND r_status < 0.6 THEN 'in_progress'
           WHEN age_days >= 10 AND r_status < 0.045 THEN 'in_progress'
           WHEN shipping = 'pickup' THEN 'ready_pickup'
           ELSE 'shipped'
         END AS status
  FROM shaped
), inserted AS (
  INSERT INTO orders (id, order_number, establishment_id, created_by, status, patient_first_name,
    patient_last_name, patient_gender, patient_hearing_loss, details, shipping_method, shipping_address,
    transfer_method, comment, tracking_url, pdf_url, establishment_snapshot, validated_at, created_at,
    updated_at, shipped_at, promised_ship_on, remake_reason)
  SELECT n.id,
         CASE WHEN NOT n.draft THEN n.year || '-' || lpad((coalesce(c.last, 0) + n.rn)::text,
           greatest(5, length((coalesce(c.last, 0) + n.rn)::text)), '0') END,
         be.id,
         be.creators[1 + floor(n.r_misc * cardinality(be.creators))::int],
         n.status,
         ($5::text[])[1 + n.first_i],
         ($6::text[])[1 + n.last_i],
         CASE WHEN n.first_i < ${FEMALE_FIRST_NAMES} THEN 'female' ELSE 'male' END,
         (ARRAY['N/C', 'mild', 'moderate', 'severe', 'profound'])[1 + floor(n.r_kind * 5)::int],
         CASE WHEN n.draft THEN bd.details - 'prices' ELSE bd.details END,
         n.shipping,
         CASE WHEN n.shipping <> 'pickup' THEN be.address END,
         (ARRAY['octocloud', 'physical', 'already'])[1 + floor(n.r_misc * 3)::int],
         CASE WHEN n.r_misc < 0.1 THEN 'Merci de traiter en priorité.' ELSE '' END,
         CASE WHEN n.status = 'shipped' THEN 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A'
           || lpad(n.g::text, 11, '0') END,
         CASE WHEN NOT n.draft THEN 'order_pdfs/' || n.id || '.pdf' END,
         CASE WHEN NOT n.draft THEN be.snapshot END,
         CASE WHEN NOT n.draft THEN n.at END,
         CASE WHEN n.draft THEN n.at ELSE n.at - n.r_misc * interval '2 days' END,
         least(now(), n.at + n.r_status * interval '5 days'),
         -- For the statistics: shipped 1 to 9 days after validation (most within 3), promised
         -- 4 days after (so about a third ship late), about 3 % remakes.
         CASE WHEN n.status IN ('shipped', 'ready_pickup')
           THEN least(now(), n.at + (1 + 8 * power(n.r_lead, 2)) * interval '1 day') END,
         CASE WHEN NOT n.draft THEN ((n.at + interval '4 days') AT TIME ZONE 'Europe/Paris')::date END,
         CASE WHEN NOT n.draft AND n.r_lead > 0.97 THEN 'poor_fit' END
  FROM numbered n
  JOIN bench_establishments be ON be.idx = n.e
  JOIN bench_details bd ON bd.kind = floor(n.r_kind * ${DETAILS_KINDS})::int AND bd.shipping = n.shipping
  LEFT JOIN order_number_counters c ON c.year = n.year
  RETURNING order_number
)
INSERT INTO order_number_counters (year, last)
SELECT split_part(order_number, '-', 1)::int, max(split_part(order_number, '-', 2)::int)
FROM inserted WHERE order_number IS NOT NULL GROUP BY 1
ON CONFLICT (year) DO UPDATE SET last = excluded.last`;

export type GenerateOptions = {
  count: number;
  batchSize: number;
  /** The first order's validation time; the last is `end`. */
  start: Date;
  end: Date;
  log: (line: string) => void;
};

/** The orders table's plain indexes (not those behind a constraint), to rebuild after the load. */
const plainIndexes = async (sql: Sql) =>
  (await sql(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'orders' AND indexname NOT IN
       (SELECT conname FROM pg_constraint WHERE conrelid = 'orders'::regclass)`,
  )) as { indexname: string; indexdef: string }[];

export const generateOrders = async (sql: Sql, options: GenerateOptions) => {
  await prepareLookups(sql);
  const [establishments] = await sql('SELECT count(*)::int AS n FROM bench_establishments');
  // Maintaining the trigram and btree indexes row by row is most of a bulk load's cost: they are
  // dropped and rebuilt from their own definitions (so the schema ends as the migrations made it).
  // The unique constraint on order_number stays: it checks the generated numbers as they go in.
  const indexes = await plainIndexes(sql);
  for (const index of indexes) await sql(`DROP INDEX ${index.indexname}`);
  const step = (options.end.getTime() - options.start.getTime()) / 1000 / options.count;
  for (let from = 1; from <= options.count; from += options.batchSize) {
    const to = Math.min(options.count, from + options.batchSize - 1);
    const started = performance.now();
    await sql(BATCH_SQL, [
      from,
      to,
      options.start.toISOString(),
      step,
      FIRST_NAMES,
      LAST_NAMES,
      establishments?.n,
    ]);
    options.log(`  orders ${from}–${to} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const index of indexes) {
    const started = performance.now();
    await sql(index.indexdef);
    options.log(`  index ${index.indexname} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await sql('DROP TABLE bench_establishments');
  await sql('DROP TABLE bench_details');
  const started = performance.now();
  await sql(INVOICES_SQL);
  await sql(CREDIT_NOTES_SQL);
  options.log(`  invoices and credit notes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

// One invoice per establishment and past Paris month of shipping, issued on the 1st after at 00:05
// Paris as the monthly run does (a flat 90 € before tax an order: the statistics sum totals, they do
// not read lines), and a credit note of a tenth on about 2 % of them.
const INVOICES_SQL = `
INSERT INTO invoices (number, establishment_id, establishment_snapshot, month, lines, total_ht,
  total_tva, total_ttc, issued_at, due_at)
SELECT 'F-' || left(m.month, 4) || '-' || lpad(row_number() OVER (PARTITION BY left(m.month, 4)
         ORDER BY m.month, m.establishment_id)::text, 6, '0'),
       m.establishment_id,
       jsonb_build_object('name', e.name, 'siret', e.siret, 'billing_street_address',
         e.billing_street_address, 'billing_postal_code', e.billing_postal_code,
         'billing_city', e.billing_city),
       m.month, '[]'::jsonb, m.orders * 9000, m.orders * 1800, m.orders * 10800,
       (to_date(m.month, 'YYYY-MM') + interval '1 month' + interval '5 minutes') AT TIME ZONE 'Europe/Paris',
       (to_date(m.month, 'YYYY-MM') + interval '2 months') AT TIME ZONE 'Europe/Paris'
FROM (
  SELECT establishment_id, to_char(shipped_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM') AS month,
         count(*)::int AS orders
  FROM orders WHERE shipped_at IS NOT NULL
    AND shipped_at < date_trunc('month', now() AT TIME ZONE 'Europe/Paris') AT TIME ZONE 'Europe/Paris'
  GROUP BY 1, 2
) AS m JOIN establishments e ON e.id = m.establishment_id`;

const CREDIT_NOTES_SQL = `
INSERT INTO credit_notes (number, invoice_id, establishment_id, establishment_snapshot, reason, lines,
  total_ht, total_tva, total_ttc, issued_at)
SELECT 'A-' || left(i.month, 4) || '-' || lpad(row_number() OVER (PARTITION BY left(i.month, 4)
         ORDER BY i.number)::text, 6, '0'),
       i.id, i.establishment_id, i.establishment_snapshot, 'Geste commercial', '[]'::jsonb,
       i.total_ht / 10, i.total_tva / 10, i.total_ttc / 10, i.issued_at + interval '10 days'
FROM invoices i WHERE random() < 0.02`;
