export const USAGE = `Usage :
  npm run cli -- create-user --email E --password P --role preparator|manager|user|viewer \\
    --first-name F --last-name L [--establishment-id ID]
  npm run cli -- seed-demo

create-user  crée un compte confirmé (utilisateur et profil). --establishment-id est obligatoire
             pour les rôles user et viewer, facultatif pour manager, interdit pour preparator.
seed-demo    remplit une base vide : l'établissement « Audition Démo » et un compte par rôle.

Les deux commandes utilisent la même base que le serveur (DATA_DIR ou DATABASE_URL).`;

/** A failure the CLI reports in French: exit code 2 for bad arguments (with the usage), 1 otherwise. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(`${message}\n\n${USAGE}`, 2);
