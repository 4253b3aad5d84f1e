import { readFileSync } from 'node:fs';

// CPU time a process has used (user + system, ms) from /proc/<pid>/stat. On a shared machine the
// wall-clock figures depend on how many processes compete for the cores; the server's CPU time per
// request does not, so it tells the API's own cost apart from waiting for a core.

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

export const processCpuMs = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};
