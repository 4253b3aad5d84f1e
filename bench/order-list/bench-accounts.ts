import { siretSql } from '../siret-sql';
import type { Sql } from './bench-sql';
import { FIRST_NAMES, LAST_NAMES } from './french-names';

// The establishments' people: 2 to 5 profiles each (a manager who owns it, then users, another
// manager, a viewer), all confirmed with one known password so the bench can sign in as any of them,
// and one preparator of the lab. Also one default delivery address per establishment.

export const BENCH_PASSWORD = 'bench-password-0';
export const PREPARATOR_EMAIL = 'bench-preparateur@bench.conque.local';
/** The owner of establishment n (1 is the one with the most orders: see generate-orders.ts). */
export const managerEmail = (establishment: number) => `bench-${establishment}-1@bench.conque.local`;

/** Establishment n's SIRET is 9000000000000 + n followed by its Luhn key (bench/siret-sql.ts). */
const SIRET_BASE = 9_000_000_000_000;

export const insertBenchAccounts = async (sql: Sql, passwordHash: string) => {
  await sql(
    `WITH acc AS (
       SELECT e.id AS establishment_id, x.i, j, gen_random_uuid() AS id,
              'bench-' || x.i || '-' || j || '@bench.conque.local' AS email,
              (ARRAY['manager', 'user', 'manager', 'viewer', 'user'])[j] AS role,
              ($2::text[])[1 + (x.i * 7 + j) % cardinality($2::text[])] AS first_name,
              ($3::text[])[1 + (x.i * 13 + j * 5) % cardinality($3::text[])] AS last_name
       FROM establishments e
       CROSS JOIN LATERAL (SELECT (e.siret::bigint / 10 - ${SIRET_BASE})::int AS i) x
       CROSS JOIN generate_series(1, 5) j
       WHERE j <= 2 + x.i % 4
     ), u AS (
       INSERT INTO users (id, email, encrypted_password, email_confirmed_at, user_metadata)
       SELECT id, email, $1, now(), jsonb_build_object('role', role, 'first_name', first_name,
              'last_name', last_name, 'establishment_id', establishment_id)
       FROM acc
     )
     INSERT INTO profiles (id, email, first_name, last_name, role, establishment_id, is_owner)
     SELECT id, email, first_name, last_name, role, establishment_id, j = 1 FROM acc`,
    [passwordHash, FIRST_NAMES, LAST_NAMES],
  );
  await sql(
    `WITH u AS (
       INSERT INTO users (email, encrypted_password, email_confirmed_at, user_metadata)
       VALUES ($1, $2, now(), '{"role": "preparator", "first_name": "Lucie", "last_name": "Bench"}')
       RETURNING id, email
     )
     INSERT INTO profiles (id, email, first_name, last_name, role) SELECT id, email, 'Lucie', 'Bench', 'preparator' FROM u`,
    [PREPARATOR_EMAIL, passwordHash],
  );
};

/** Establishments numbered 1..count through their SIRET (9000000000001 + key …), each with its address. */
export const insertBenchEstablishments = async (
  sql: Sql,
  count: number,
  places: { cities: string[]; postalCodes: string[]; streets: string[] },
) => {
  await sql(
    `INSERT INTO establishments (name, siret, billing_street_address, billing_postal_code, billing_city)
     SELECT (ARRAY['Audition', 'Centre auditif', 'Espace audition', 'Audioprothèse'])[1 + i % 4] || ' '
              || ($1::text[])[1 + i % cardinality($1::text[])] || ' ' || i,
            ${siretSql(`(${SIRET_BASE} + i)::text`)},
            (1 + i % 97) || ' ' || ($3::text[])[1 + i % cardinality($3::text[])],
            ($2::text[])[1 + i % cardinality($2::text[])],
            ($1::text[])[1 + i % cardinality($1::text[])]
     FROM generate_series(1, $4::int) i`,
    [places.cities, places.postalCodes, places.streets, count],
  );
  await sql(
    `INSERT INTO delivery_addresses (establishment_id, name, street_address, postal_code, city, is_default)
     SELECT id, 'Cabinet', billing_street_address, billing_postal_code, billing_city, true FROM establishments`,
  );
};
