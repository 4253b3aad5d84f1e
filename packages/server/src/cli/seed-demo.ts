import { ROLE_LABELS, type Role } from '@conque/domain/permissions/roles';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { establishments, users } from '../db/schema/index';
import { CliError, usageError } from './cli-error';
import { DEMO_TOTP_SECRET, enrolDemoPreparator } from './demo-second-factor';
import { insertConfirmedAccount } from './insert-confirmed-account';
import { type LivingDemoSummary, seedLivingDemo } from './living-demo';
import { openCliDatabase } from './open-cli-database';

// One password for every demo account, printed and documented in the README (e2e/fixtures uses it).
export const DEMO_PASSWORD = 'demo1234';

/** `seed-demo --comptes-seulement`: the accounts and « Audition Démo » alone (the e2e tests' start). */
export const ACCOUNTS_ONLY = '--comptes-seulement';

// A SIRET that passes the Luhn check (SIREN 901 234 567, NIC 00013), made up for the demo.
const DEMO_ESTABLISHMENT = {
  name: 'Audition Démo',
  siret: '90123456700013',
  billingStreetAddress: '24 rue de la République',
  billingPostalCode: '69002',
  billingCity: 'Lyon',
};

const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'preparateur@conque.demo', role: 'preparator', firstName: 'Claire', lastName: 'Dubois' },
  { email: 'manager@conque.demo', role: 'manager', firstName: 'Julien', lastName: 'Moreau' },
  { email: 'utilisateur@conque.demo', role: 'user', firstName: 'Sophie', lastName: 'Bernard' },
  { email: 'visiteur@conque.demo', role: 'viewer', firstName: 'Marc', lastName: 'Petit' },
];

/**
 * `seed-demo` (docs/design.md §5.15): a fresh database gets an establishment and one confirmed account per
 * role. It refuses a database that already has accounts, so it can never touch real data.
 */
export const seedDemoCommand = async (args: string[]): Promise<void> => {
  const accountsOnly = args.length === 1 && args[0] === ACCOUNTS_ONLY;
  if (args.length > 0 && !accountsOnly)
    throw usageError(`seed-demo ne prend que l'option ${ACCOUNTS_ONLY} (reçu : ${args.join(' ')}).`);
  const config = loadConfig();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const database = await openCliDatabase(config);
  let establishmentId: string;
  let living: LivingDemoSummary | undefined;
  try {
    const { id: seededId, people } = await database.db.transaction(async (tx) => {
      const [existing] = await tx.select({ total: count() }).from(users);
      if ((existing?.total ?? 0) > 0) {
        throw new CliError(
          `La base contient déjà ${existing?.total} compte(s) : seed-demo ne remplit qu'une base neuve.\n` +
            'Utilisez un autre DATA_DIR (ou une autre base), ou create-user pour ajouter un compte.',
        );
      }
      const [establishment] = await tx.insert(establishments).values(DEMO_ESTABLISHMENT).returning();
      if (!establishment) throw new Error('establishment not inserted');
      const now = new Date();
      const people: { id: string; role: Role; establishmentId: string | null; name: string }[] = [];
      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        const isPreparator = account.role === 'preparator';
        const id = await insertConfirmedAccount(
          tx,
          {
            ...account,
            encryptedPassword: hashes[index] as string,
            establishmentId: isPreparator ? null : establishment.id,
            isOwner: account.role === 'manager',
          },
          now,
        );
        // Préparateurs must use a second factor; the demo's is the README's secret.
        if (isPreparator) await enrolDemoPreparator(tx, config, id);
        people.push({
          id,
          role: account.role,
          establishmentId: isPreparator ? null : establishment.id,
          name: `${account.firstName} ${account.lastName}`,
        });
      }
      return { id: establishment.id, people };
    });
    establishmentId = seededId;
    const preparator = people.find((person) => person.role === 'preparator');
    if (!accountsOnly && preparator) {
      living = await seedLivingDemo(config, database.db, {
        demo: { id: seededId, people },
        preparator,
        passwordHash: hashes[0] as string,
      });
    }
  } finally {
    await database.close();
  }
  const e = DEMO_ESTABLISHMENT;
  console.log(
    [
      `Établissement créé : ${e.name}, SIRET ${e.siret}, ${e.billingStreetAddress}, ${e.billingPostalCode} ${e.billingCity}`,
      `  identifiant ${establishmentId} (pour create-user --establishment-id)`,
      `Comptes créés (mot de passe commun : ${DEMO_PASSWORD}) :`,
      ...DEMO_ACCOUNTS.map(
        (a) =>
          `  ${ROLE_LABELS[a.role].padEnd(12)} ${a.email.padEnd(26)} ${a.firstName} ${a.lastName}` +
          (a.role === 'preparator' ? '' : ` (${e.name})`),
      ),
      `Double authentification du préparateur : secret ${DEMO_TOTP_SECRET} (dans une application`,
      "  d'authentification), ou le code du moment : npm run cli -- demo-totp",
      ...(living ? livingLines(living) : []),
    ].join('\n'),
  );
};

const STATUS_WORDS: Record<string, string> = {
  draft: 'brouillons',
  registered: 'enregistrées',
  in_progress: 'en fabrication',
  shipped: 'expédiées',
  ready_pickup: 'prêtes à être récupérées',
  cancelled: 'annulées',
  awaiting_impression: "en attente d'une nouvelle empreinte",
};

const livingLines = (summary: LivingDemoSummary) => [
  'Deux autres établissements, un manager et un utilisateur chacun (même mot de passe) :',
  ...summary.establishments.map((line) => `  ${line}`),
  'Activité des trois derniers mois :',
  `  ${summary.orders} commandes : ${Object.entries(summary.byStatus)
    .map(([status, count]) => `${count} ${STATUS_WORDS[status] ?? status}`)
    .join(', ')}`,
  `  ${summary.impressions} empreintes STL, ${summary.grouped} expéditions groupées, ${summary.comments} commentaires, ${summary.remakes} refabrications`,
  `  ${summary.invoices} factures du mois dernier, dont ${summary.paid} payées`,
];
