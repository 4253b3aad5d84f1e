// The benchmarks insert establishments by SQL, so they complete their SIRETs there, with the same
// Luhn key as domain/shared/siret.ts (siretWithKey): the numbers a form would accept.

/**
 * A SQL expression: the 14-digit SIRET that completes `first13`, an SQL text expression of 13 digits.
 * From the left, odd positions are doubled (the key, 14th, is not), and a doubled digit counts its
 * two digits.
 */
export const siretSql = (first13: string): string =>
  `(${first13} || ((10 - (SELECT sum(CASE WHEN k % 2 = 1 THEN (2 * d) % 10 + (2 * d) / 10 ELSE d END)
      FROM (SELECT k, substr(${first13}, k, 1)::int AS d FROM generate_series(1, 13) k) digits) % 10) % 10)::text)`;
