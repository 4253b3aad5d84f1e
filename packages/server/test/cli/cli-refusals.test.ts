import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ARGS as account, runCli as cli, removeTempDataDirs, tempDataDir } from './cli-test-kit';

// Refusals happen before any database is opened, so these run on PGlite only.
afterAll(removeTempDataDirs);

describe('npm run cli refuses', () => {
  it.each([
    ['a missing option', ['create-user', '--role', 'manager', ...account], '--email : option obligatoire'],
    [
      'an unknown role',
      ['create-user', '--email', 'a@b.fr', '--role', 'admin', ...account],
      '--role : rôle inconnu',
    ],
    [
      'an invalid e-mail',
      ['create-user', '--email', 'a@b', '--role', 'manager', ...account],
      '--email : Adresse email invalide',
    ],
    [
      'a short password',
      ['create-user', '--email', 'a@b.fr', '--role', 'manager', ...account, '--password', '123'],
      '--password : Le mot de passe doit contenir au moins 6 caractères',
    ],
    [
      'a viewer without establishment',
      ['create-user', '--email', 'a@b.fr', '--role', 'viewer', ...account],
      '--establishment-id : obligatoire pour le rôle viewer',
    ],
    [
      'a preparator with an establishment',
      [
        'create-user',
        '--email',
        'a@b.fr',
        '--role',
        'preparator',
        '--establishment-id',
        '00000000-0000-4000-8000-000000000000',
        ...account,
      ],
      "--establishment-id : un préparateur n'appartient à aucun établissement",
    ],
    [
      'an unknown option',
      ['create-user', '--email', 'a@b.fr', '--role', 'manager', '--admin', ...account],
      'Option inconnue : --admin',
    ],
    ['an option without value', ['create-user', '--email'], 'Valeur manquante ou ambiguë pour --email'],
    [
      'an argument to seed-demo',
      ['seed-demo', '--force'],
      "seed-demo ne prend que l'option --comptes-seulement",
    ],
    ['an unknown command', ['drop-database'], 'Commande inconnue : drop-database'],
    ['no command', [], 'Indiquez une commande.'],
  ])(
    'refuses %s with exit code 2, a French message and the usage',
    { timeout: 60_000 },
    async (_, args, message) => {
      const dataDir = tempDataDir();
      const result = await cli(dataDir, args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage :');
      expect(result.stdout).toBe('');
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
    },
  );

  it('without opening it, a data directory that a running server holds', {
    timeout: 60_000,
  }, async () => {
    const dataDir = tempDataDir();
    const server = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, 'server.pid'), String(server.pid));
      const result = await cli(dataDir, [
        'create-user',
        '--email',
        'a@b.fr',
        '--role',
        'preparator',
        ...account,
      ]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `Le serveur Conque (pid ${server.pid}) utilise le répertoire de données`,
      );
      expect(result.stderr).toContain('Arrêtez-le');
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
      // The server's pid file is the server's: the refusing CLI leaves it as it was.
      expect(readFileSync(join(dataDir, 'server.pid'), 'utf8')).toBe(String(server.pid));
      const seed = await cli(dataDir, ['seed-demo', '--comptes-seulement']);
      expect(seed.code).toBe(1);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      server.kill();
    }
  });
});
