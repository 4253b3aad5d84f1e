import pino, { type LevelWithSilent, type Logger } from 'pino';

export type { Logger };

/** LOG_LEVEL's values (config.ts); `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number] & LevelWithSilent;

// Synchronous writes: a line logged just before process.exit (a forced stop, a failed start) is not
// lost, and one JSON line a request is far below what a blocking write of stdout costs.
const stdout = pino.destination({ dest: 1, sync: true });

/**
 * Where the lines go: stdout. An object whose `write` a test replaces (testing/log-setup.ts,
 * testing/capture-logs.ts), since pino looks it up on every line.
 */
export const logDestination = {
  write: (line: string): void => {
    stdout.write(line);
  },
};

// Defence in depth (docs/design.md §4): no code logs an e-mail address on purpose, but an SMTP refusal or
// a driver message quoted in an error may hold one. Unicode letters: French addresses have accents.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const withoutEmails = (line: string) =>
  line.includes('@') ? line.replace(EMAIL, '[adresse retirée]') : line;

// Likewise: nothing logs headers, credentials or tokens; if an object holding them ever is, pino
// replaces them.
const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

const levelFromEnvironment = (): LogLevel => {
  const wanted = process.env.LOG_LEVEL;
  return (LOG_LEVELS as readonly string[]).includes(wanted ?? '') ? (wanted as LogLevel) : 'info';
};

/**
 * The server's one logger: JSON lines on stdout (level as a word, ISO time, pid and host), for a
 * log collector to parse. main.ts sets the level from the validated configuration (LOG_LEVEL, info
 * by default). The CLI prints for people and does not use it.
 */
export const logger: Logger = pino(
  {
    level: levelFromEnvironment(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[retiré]' },
    hooks: { streamWrite: withoutEmails },
  },
  logDestination,
);
