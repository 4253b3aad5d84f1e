export const USAGE = `Usage :
  npm run cli -- create-user --email E --password P --role preparator|manager|user|viewer \\
    --first-name F --last-name L [--establishment-id ID]
  npm run cli -- seed-demo [--comptes-seulement]
  npm run cli -- backup FICHIER
  npm run cli -- restore FICHIER
  npm run cli -- reset-mfa --email E
  npm run cli -- demo-totp
  npm run cli -- einvoicing-demo [--seed-demo]

create-user  crée un compte confirmé (utilisateur et profil). --establishment-id est obligatoire
             pour les rôles user et viewer, facultatif pour manager, interdit pour preparator.
seed-demo    remplit une base vide : « Audition Démo » et un compte par rôle, puis deux autres
             établissements et trois mois d'activité (commandes, empreintes, expéditions,
             commentaires, factures du mois dernier). --comptes-seulement : les comptes seuls.
backup       sauvegarde la base intégrée, les fichiers et le secret de DATA_DIR dans FICHIER
             (.tar.gz), serveur arrêté. Avec DATABASE_URL : pg_dump.
restore      restaure FICHIER dans un DATA_DIR neuf (jamais par-dessus des données).
reset-mfa    réinitialise la double authentification du compte E (application perdue, plus de
             code de secours) : ses facteurs et ses sessions sont supprimés, il en est averti
             par e-mail et la configure de nouveau à sa prochaine connexion.
demo-totp    affiche le code à 6 chiffres du préparateur de démonstration (son secret est dans le
             README), sans ouvrir la base : pour se connecter à la démo sans application.
einvoicing-demo  démarre la plateforme de test (en développement seulement) et le serveur qui lui
             envoie factures et avoirs ; --seed-demo remplit d'abord une base vide de la démo.

Les commandes utilisent la même base que le serveur (DATA_DIR ou DATABASE_URL).`;

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
