import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { establishments } from '../db/schema/index';
import { CliError } from './cli-error';
import { parseCreateUserArgs } from './create-user-args';
import { insertConfirmedAccount } from './insert-confirmed-account';
import { openCliDatabase } from './open-cli-database';

/**
 * `create-user` (docs/design.md §5.15): a confirmed account with its profile, in one transaction. This is how
 * the first preparator of an installation is made, since nobody can sign up as one.
 */
export const createUserCommand = async (args: string[]): Promise<void> => {
  const input = parseCreateUserArgs(args);
  const config = loadConfig();
  const encryptedPassword = await hashPassword(input.password);
  const database = await openCliDatabase(config);
  try {
    const id = await database.db.transaction(async (tx) => {
      let establishmentName: string | undefined;
      if (input.establishmentId) {
        const [establishment] = await tx
          .select({ name: establishments.name })
          .from(establishments)
          .where(eq(establishments.id, input.establishmentId));
        if (!establishment)
          throw new CliError(`Aucun établissement n'a l'identifiant ${input.establishmentId}.`);
        establishmentName = establishment.name;
      }
      const userId = await insertConfirmedAccount(
        tx,
        { ...input, encryptedPassword, isOwner: false },
        new Date(),
      );
      return { userId, establishmentName };
    });
    const where = id.establishmentName ? `, établissement « ${id.establishmentName} »` : '';
    console.log(
      `Compte créé : ${input.email} (${ROLE_LABELS[input.role]}, ${input.firstName} ${input.lastName}${where}), ` +
        `identifiant ${id.userId}. Il peut se connecter dès maintenant.`,
    );
  } finally {
    await database.close();
  }
};
