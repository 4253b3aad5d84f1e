// Each PostgreSQL test run has its own template (and its clones carry the run's stamp), so runs
// sharing one server — two developers, CI — never drop each other's databases.
const RUN_ENV = 'CONQUE_TEST_RUN';
export const STALE_AFTER_SECONDS = 3 * 3600;

export const newTestRun = (): string => {
  const run = `${Math.floor(Date.now() / 1000)}_${Math.random().toString(36).slice(2, 8)}`;
  process.env[RUN_ENV] = run;
  return run;
};

const currentRun = (): string => {
  const run = process.env[RUN_ENV];
  if (!run) throw new Error(`${RUN_ENV} is not set: the server project's global setup did not run`);
  return run;
};

export const templateDb = (run = currentRun()) => `conque_tpl_${run}`;
export const testDbName = (suffix: string) => `conque_t_${currentRun()}_${suffix}`;

/** The creation time a run stamped into a database name, for removing what crashed runs left. */
export const runStartedAt = (datname: string): number | undefined => {
  const match = datname.match(/^conque_(?:tpl|t)_(\d+)_/);
  return match ? Number(match[1]) : undefined;
};

export const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};
