import type { Actor } from '@conque/domain/permissions/can';
import type { Database } from '../../packages/server/src/db/client';
import { managerEmail, PREPARATOR_EMAIL } from './bench-accounts';
import { withSession } from './bench-sql';
import type { Who } from './scenarios';

// Who the bench signs in as: the preparator, and the owner-manager of establishment 1, the
// establishment with the most orders (the generator's skew), so the manager's figures are the worst.

export type BenchActor = Actor & { email: string; listed: number };

export const benchActors = (database: Database): Promise<Record<Who, BenchActor>> =>
  withSession(database, async (sql) => {
    const find = async (email: string): Promise<BenchActor> => {
      const [row] = await sql(
        `SELECT p.id, p.role, p.establishment_id,
           (SELECT count(*)::int FROM orders o WHERE o.status <> 'draft'
             AND (p.establishment_id IS NULL OR o.establishment_id = p.establishment_id)) AS listed
         FROM profiles p WHERE p.email = $1`,
        [email],
      );
      if (!row) throw new Error(`bench account ${email} missing: generate the data again`);
      return {
        email,
        id: String(row.id),
        role: row.role as Actor['role'],
        establishmentId: row.establishment_id ? String(row.establishment_id) : null,
        listed: Number(row.listed),
      };
    };
    return { manager: await find(managerEmail(1)), preparator: await find(PREPARATOR_EMAIL) };
  });
