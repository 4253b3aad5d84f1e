import type pg from 'pg';
import { BENCH_PASSWORD, PREPARATOR_EMAIL } from '../order-list/bench-accounts';
import { call, ok, parse } from './calls';
import { pick } from './pick';
import { SESSIONS_AT_START } from './workload';

// The day's people: the accounts of the generated establishments, the pool of those signed in that
// the actions draw from, and the préparateurs.

type Account = { email: string; establishmentId: string };
export type Session = Account & { access: string; refresh: string; refreshing: boolean };
export type Tokens = { access_token: string; refresh_token: string };

export const accounts: Account[] = [];
export const sessions: Session[] = [];
export const preparators: Session[] = [];

/** The clinics' accounts (managers and users) of the generated database. */
export const readAccounts = async (db: pg.Client) => {
  const { rows } = await db.query<{ email: string; establishment_id: string }>(
    `SELECT email, establishment_id FROM profiles WHERE role IN ('manager', 'user') ORDER BY email`,
  );
  accounts.push(...rows.map((row) => ({ email: row.email, establishmentId: row.establishment_id })));
};

export const signInAs = async (account: Account): Promise<Session | undefined> => {
  const answer = await call('POST /auth/v1/token?grant_type=password', '/auth/v1/token?grant_type=password', {
    json: { email: account.email, password: BENCH_PASSWORD },
  });
  if (!ok(answer)) return undefined;
  const tokens = parse<Tokens>(answer);
  return { ...account, access: tokens.access_token, refresh: tokens.refresh_token, refreshing: false };
};

/** The people already at work when the measure starts, and two préparateurs. */
export const signInTheFirst = async () => {
  for (let i = 0; i < SESSIONS_AT_START; i++) {
    const session = await signInAs(pick(accounts) as Account);
    if (session) sessions.push(session);
  }
  for (let i = 0; i < 2; i++) {
    const session = await signInAs({ email: PREPARATOR_EMAIL, establishmentId: '' });
    if (session) preparators.push(session);
  }
  if (!sessions.length || !preparators.length) throw new Error('nobody could sign in');
};
