import { dirname } from 'node:path';

// An unexpected error as it may be written to a log: Drizzle's message holds the failed query's
// parameters (e-mail addresses, patient names), which never reach a log (docs/design.md §4); nor does a
// file system error's path, whose file name is the user's own STL name (often the patient's).
export type LoggableError = {
  name: string;
  message: string;
  code?: string;
  cause?: LoggableError;
  stack?: string;
};

const withoutParameters = (message: string) => message.replace(/\nparams:[\s\S]*$/, '\nparams: [retirés]');

// Node's file system errors carry `path` (and `dest` for link, rename) and repeat them in the message:
// the folder stays (it names the bucket and the order), the file name goes.
const withoutFileNames = (message: string, error: Error) => {
  let result = message;
  for (const name of ['path', 'dest'] as const) {
    const path = (error as { path?: unknown; dest?: unknown })[name];
    if (typeof path === 'string' && path.length > 0)
      result = result.replaceAll(path, `${dirname(path)}/[fichier]`);
  }
  return result;
};

export const loggableError = (error: unknown, depth = 0): LoggableError => {
  if (!(error instanceof Error)) return { name: typeof error, message: '[valeur non-Error]' };
  const code = (error as { code?: unknown }).code;
  const message = withoutFileNames(withoutParameters(error.message), error);
  return {
    name: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
    ...(error.stack ? { stack: error.stack.split('\n').slice(1, 8).join('\n') } : {}),
  };
};
