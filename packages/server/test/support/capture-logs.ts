import { vi } from 'vitest';
import { type LogLevel, logDestination, logger } from '../../src/logging/logger';

export type LogLine = { level: string; msg: string; [field: string]: unknown };

export type CapturedLogs = {
  /** The lines written since the capture began, parsed. */
  lines: LogLine[];
  restore: () => void;
};

/**
 * Keeps the logger's lines from `level` up, instead of dropping them or failing the test on an error
 * line (log-setup.ts). Loggers made before the capture (a request's) keep their own level.
 */
export const captureLogs = (level: LogLevel = 'debug'): CapturedLogs => {
  const lines: LogLine[] = [];
  const previousLevel = logger.level;
  logger.level = level;
  const write = vi.spyOn(logDestination, 'write').mockImplementation((line) => {
    lines.push(JSON.parse(line) as LogLine);
  });
  return {
    lines,
    restore: () => {
      write.mockRestore();
      logger.level = previousLevel;
    },
  };
};
