import { ConfigError } from '../config';
import { CliError, USAGE, usageError } from './cli-error';

// `npm run cli -- <command> [options]` (docs/design.md §5.15). Messages are French, like the product. Each
// command's code is loaded when it is asked for: a mistyped command is answered without loading
// the demo's whole product (the living demo imports most features).
const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  'create-user': async (args) => (await import('./create-user')).createUserCommand(args),
  'seed-demo': async (args) => (await import('./seed-demo')).seedDemoCommand(args),
  backup: async (args) => (await import('./backup')).backupCommand(args),
  restore: async (args) => (await import('./restore')).restoreCommand(args),
  'reset-mfa': async (args) => (await import('./reset-mfa')).resetMfaCommand(args),
  'demo-totp': async (args) => (await import('./demo-totp')).demoTotpCommand(args),
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
