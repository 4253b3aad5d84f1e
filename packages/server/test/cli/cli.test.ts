import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretFromBase32, totpCode, totpStep } from '../../src/auth/mfa/totp';
import { verifyPassword } from '../../src/auth/passwords';
import { DEMO_TOTP_SECRET } from '../../src/cli/demo-second-factor';
import { openDatabase } from '../../src/db/client';
import { establishments, profiles, users } from '../../src/db/schema/index';
import { NOTHING_TO_RESET } from '../../src/features/mfa/reset-second-factor';
import { templateDb, testDbName, withDatabaseName } from '../support/test-database-url';
import { ACCOUNT_ARGS as account, migratedTempDataDir, removeTempDataDirs, runCli } from './cli-test-kit';

// On a temporary DATA_DIR (PGlite), or, when TEST_DATABASE_URL is set, on a PostgreSQL database of
// its own through DATABASE_URL.
const TEST_URL = process.env.TEST_DATABASE_URL;
let databaseUrl: string | undefined;

beforeAll(async () => {
  if (!TEST_URL) return;
  const name = testDbName(`cli_${process.pid}`);
  const admin = new pg.Client({ connectionString: TEST_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  // A clone of the migrated template: the CLI's own migration run then has nothing to do.
  await admin.query(`create database "${name}" template "${templateDb()}"`);
  await admin.end();
  databaseUrl = withDatabaseName(TEST_URL, name);
});

afterAll(async () => {
  removeTempDataDirs();
  if (!TEST_URL || !databaseUrl) return;
  const admin = new pg.Client({ connectionString: TEST_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
  await admin.end();
});

const readBack = async (dataDir: string) => {
  const database = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'pgdata') });
  try {
    const rows = await database.db
      .select({ user: users, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .orderBy(asc(users.createdAt), asc(users.email));
    return { rows, establishments: await database.db.select().from(establishments) };
  } finally {
    await database.close();
  }
};

describe('npm run cli', () => {
  // Plain seed-demo adds a lab's last three months (living-demo.test.ts checks the
  // rows on both databases; here the command line, once: on PGlite, in the project without
  // PostgreSQL). TEST_URL, not databaseUrl: the condition is read when the file is collected,
  // before beforeAll has set databaseUrl.
  it.skipIf(TEST_URL)(
    'seed-demo without an option fills the living demo and says what it made',
    {
      timeout: 120_000,
    },
    async () => {
      const seeded = await runCli(migratedTempDataDir(), ['seed-demo']);
      expect(seeded).toMatchObject({ code: 0, stderr: '' });
      expect(seeded.stdout).toContain('manager.confluence@conque.demo');
      expect(seeded.stdout).toMatch(/65 commandes : \d+ expédiées/);
      expect(seeded.stdout).toContain('5 refabrications');
      expect(seeded.stdout).toMatch(/\d+ empreintes STL, \d+ expéditions groupées, \d+ commentaires/);
      expect(seeded.stdout).toMatch(/\d+ factures du mois dernier, dont \d+ payées/);
    },
  );

  it('seed-demo fills a fresh database once; create-user adds confirmed accounts', {
    timeout: 120_000,
  }, async () => {
    const dataDir = migratedTempDataDir();
    const run = (args: string[]) => runCli(dataDir, args, databaseUrl);

    const seeded = await run(['seed-demo', '--comptes-seulement']);
    expect(seeded).toMatchObject({ code: 0, stderr: '' });
    expect(seeded.stdout).toContain('Établissement créé : Audition Démo, SIRET 90123456700013');
    for (const email of ['preparateur', 'manager', 'utilisateur', 'visiteur'])
      expect(seeded.stdout).toContain(`${email}@conque.demo`);
    expect(seeded.stdout).toContain('mot de passe commun : demo1234');
    expect(seeded.stdout).not.toContain('commandes');
    const establishmentId = /identifiant ([0-9a-f-]{36})/.exec(seeded.stdout)?.[1] ?? '';

    const again = await run(['seed-demo']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('La base contient déjà 4 compte(s)');

    // The demo préparateur is enrolled with the README's secret, whose code the CLI gives
    // without the database; an operator resets a person's second factor (once: then none is left).
    expect(seeded.stdout).toContain(`secret ${DEMO_TOTP_SECRET}`);
    const totp = await run(['demo-totp']);
    expect(totp.code).toBe(0);
    const step = totpStep(new Date());
    const shown = [step - 1, step, step + 1].map((s) => totpCode(secretFromBase32(DEMO_TOTP_SECRET), s));
    expect(shown.some((code) => totp.stdout.includes(`${code.slice(0, 3)} ${code.slice(3)}`))).toBe(true);
    const reset = await run(['reset-mfa', '--email', 'Preparateur@conque.demo']);
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toContain('Double authentification de preparateur@conque.demo réinitialisée');
    const nothing = await run(['reset-mfa', '--email', 'preparateur@conque.demo']);
    expect(nothing).toMatchObject({ code: 1, stderr: `${NOTHING_TO_RESET}\n` });
    expect((await run(['reset-mfa', '--email', 'inconnu@exemple.fr'])).stderr).toContain(
      "Aucun compte n'a l'adresse inconnu@exemple.fr.",
    );

    const preparator = await run([
      'create-user',
      '--email',
      'Anne.Prep@Conque.fr',
      '--role',
      'preparator',
      ...account,
    ]);
    expect(preparator).toMatchObject({ code: 0, stderr: '' });
    expect(preparator.stdout).toContain('Compte créé : anne.prep@conque.fr (Préparateur, Anne Lefèvre)');
    const collaborator = await run([
      'create-user',
      '--email',
      'collab@exemple.fr',
      '--role',
      'user',
      '--establishment-id',
      establishmentId,
      ...account,
    ]);
    expect(collaborator.stdout).toContain('établissement « Audition Démo »');
    const duplicate = await run([
      'create-user',
      '--email',
      'anne.prep@conque.fr',
      '--role',
      'manager',
      ...account,
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("Un compte existe déjà avec l'adresse anne.prep@conque.fr.");
    const nowhere = await run([
      'create-user',
      '--email',
      'perdu@exemple.fr',
      '--role',
      'viewer',
      '--establishment-id',
      '00000000-0000-4000-8000-000000000000',
      ...account,
    ]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain("Aucun établissement n'a l'identifiant");

    const { rows, establishments: made } = await readBack(dataDir);
    expect(made).toMatchObject([
      { id: establishmentId, name: 'Audition Démo', billingPostalCode: '69002', billingCity: 'Lyon' },
    ]);
    const byEmail = new Map(rows.map((row) => [row.user.email, row]));
    expect([...byEmail.keys()].sort()).toEqual([
      'anne.prep@conque.fr',
      'collab@exemple.fr',
      'manager@conque.demo',
      'preparateur@conque.demo',
      'utilisateur@conque.demo',
      'visiteur@conque.demo',
    ]);
    expect(rows.every((row) => row.user.emailConfirmedAt instanceof Date)).toBe(true);
    expect(byEmail.get('manager@conque.demo')?.profile).toMatchObject({
      role: 'manager',
      establishmentId,
      isOwner: true,
      firstName: 'Julien',
    });
    expect(byEmail.get('preparateur@conque.demo')?.profile).toMatchObject({
      role: 'preparator',
      establishmentId: null,
    });
    expect(byEmail.get('visiteur@conque.demo')?.profile).toMatchObject({ role: 'viewer', establishmentId });
    expect(byEmail.get('collab@exemple.fr')?.profile).toMatchObject({
      role: 'user',
      establishmentId,
      isOwner: false,
    });
    const prep = byEmail.get('anne.prep@conque.fr');
    expect(prep?.profile).toMatchObject({ role: 'preparator', firstName: 'Anne', lastName: 'Lefèvre' });
    expect(prep?.user.encryptedPassword).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(prep?.user.encryptedPassword ?? '', 'motdepasse')).toBe(true);
    const manager = byEmail.get('manager@conque.demo');
    expect(await verifyPassword(manager?.user.encryptedPassword ?? '', 'demo1234')).toBe(true);
    if (!databaseUrl) expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  });
});
