import { type ParseArgsConfig, parseArgs } from 'node:util';
import { usageError } from './cli-error';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with its English errors turned into the CLI's French usage error. */
export const parseCliArgs = (args: string[], options: Options): Record<string, unknown> => {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const option = /'([^']+)'/.exec(String((error as Error).message))?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw usageError(`Option inconnue : ${option}`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw usageError(`Argument inattendu : ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw usageError(
        `Valeur manquante ou ambiguë pour ${option.split(' ')[0]} ` +
          '(pour une valeur commençant par « - », écrivez --option=valeur).',
      );
    }
    throw error;
  }
};
