import type { Role } from '@conque/domain/permissions/roles';
import { sqlConstraint, sqlState, type Tx } from '../db/client';
import { profiles, users } from '../db/schema/index';
import { CliError } from './cli-error';

export type NewAccount = {
  email: string;
  /** argon2id, hashed before the transaction so that it is not held open for the hash's 40 ms. */
  encryptedPassword: string;
  role: Role;
  firstName: string;
  lastName: string;
  establishmentId: string | null;
  isOwner: boolean;
};

/**
 * An account as sign-up plus e-mail confirmation would leave it: the auth user (confirmed, with the
 * metadata sign-up stores) and its profile, in the caller's transaction (docs/design.md §4).
 */
export const insertConfirmedAccount = async (tx: Tx, account: NewAccount, now: Date): Promise<string> => {
  try {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        encryptedPassword: account.encryptedPassword,
        emailConfirmedAt: now,
        userMetadata: {
          role: account.role,
          first_name: account.firstName,
          last_name: account.lastName,
          establishment_id: account.establishmentId,
        },
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not inserted');
    await tx.insert(profiles).values({
      id: user.id,
      email: account.email,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      establishmentId: account.establishmentId,
      isOwner: account.isOwner,
    });
    return user.id;
  } catch (error) {
    if (sqlState(error) === '23505' && sqlConstraint(error)?.includes('email')) {
      throw new CliError(`Un compte existe déjà avec l'adresse ${account.email}.`);
    }
    throw error;
  }
};
