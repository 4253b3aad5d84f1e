import { logDestination, logger } from '../../src/logging/logger';

// The server's tests print no log line: warnings and request lines are dropped. An error line (an
// unexpected 500, a failed probe) goes to console.error, which fails the test (vitest.setup.ts)
// unless the test expects it (capture-logs.ts): the guard the console gave before the logger did.
logger.level = 'error';
logDestination.write = (line) => {
  console.error(line.trimEnd());
};
