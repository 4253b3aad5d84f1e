import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { users } from '../db/schema/index';
import { resetSecondFactor } from '../features/mfa/reset-second-factor';
import { AppError } from '../http/app-error';
import { CliError, usageError } from './cli-error';
import { openCliDatabase } from './open-cli-database';
import { parseCliArgs } from './parse-cli-args';

/**
 * `reset-mfa --email E`: the operator's way to unlock a person who lost their
 * authenticator app and its recovery codes, when no other préparateur can do it from the users page
 * (the last préparateur, or the only one). Recorded as the command line's, e-mailed to the person.
 */
export const resetMfaCommand = async (args: string[]): Promise<void> => {
  const { email } = parseResetMfaArgs(args);
  const config = loadConfig();
  const database = await openCliDatabase(config);
  try {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new CliError(`Aucun compte n'a l'adresse ${email}.`);
    await resetSecondFactor({ db: database.db, config, now: () => new Date() }, user.id, null).catch(
      (error: unknown) => {
        if (error instanceof AppError) throw new CliError(error.message);
        throw error;
      },
    );
    console.log(
      `Double authentification de ${email} réinitialisée : ses sessions sont fermées et un e-mail l'en informe.\n` +
        'À sa prochaine connexion, après son mot de passe, il configurera de nouveau son application.',
    );
  } finally {
    await database.close();
  }
};

const parseResetMfaArgs = (args: string[]) => {
  const options = parseCliArgs(args, { email: { type: 'string' } });
  const email = typeof options.email === 'string' ? options.email.trim().toLowerCase() : undefined;
  if (!email) throw usageError('reset-mfa demande --email.');
  return { email };
};
