import { ConfigError } from '../config';
import { backupCommand } from './backup';
import { CliError, USAGE, usageError } from './cli-error';
import { createUserCommand } from './create-user';
import { restoreCommand } from './restore';
import { seedDemoCommand } from './seed-demo';

// `npm run cli -- <command> [options]` (DESIGN §5.15). Messages are French, like the product.
const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  'create-user': createUserCommand,
  'seed-demo': seedDemoCommand,
  backup: backupCommand,
  restore: restoreCommand,
};

const run = async (argv: string[]): Promise<number> => {
  const [command, ...args] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  try {
    if (!command) throw usageError('Indiquez une commande.');
    const handler = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!handler) throw usageError(`Commande inconnue : ${command}`);
    await handler(args);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      return error.exitCode;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error('Erreur inattendue :', error);
    return 1;
  }
};

// Exit explicitly once the database is closed: nothing else should keep a CLI alive.
process.exit(await run(process.argv.slice(2)));
