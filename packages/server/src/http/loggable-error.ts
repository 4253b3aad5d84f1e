// An unexpected error as it may be written to a log: Drizzle's message holds the failed query's
// parameters (e-mail addresses, patient names), which never reach a log (DESIGN §4).
export type LoggableError = {
  name: string;
  message: string;
  code?: string;
  cause?: LoggableError;
  stack?: string;
};

const withoutParameters = (message: string) => message.replace(/\nparams:[\s\S]*$/, '\nparams: [retirés]');

export const loggableError = (error: unknown, depth = 0): LoggableError => {
  if (!(error instanceof Error)) return { name: typeof error, message: '[valeur non-Error]' };
  const code = (error as { code?: unknown }).code;
  const message = withoutParameters(error.message);
  return {
    name: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
    ...(error.stack ? { stack: error.stack.split('\n').slice(1, 8).join('\n') } : {}),
  };
};
