import {
  addWeeks,
  isSummaryWeek,
  nextWeeklySummary,
  parisWeekOf,
  type SummaryWeek,
  weeklySummaryRunAt,
} from '@conque/domain/weekly-summary/weekly-summary-week';
import type { Executor } from '../../db/client';
import { ensurePeriodicJob } from '../../jobs/ensure-job';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import { sendWeeklySummaries } from './send-weekly-summaries';

// One job per week, payload { week } (its Monday), due the next Monday at 07:00
// Paris time. Scheduled like the month's invoices: start-up queues the next run's job (once, whatever
// the number of processes: ensurePeriodicJob), and each run queues the following one.
export const WEEKLY_SUMMARY_JOB = 'send-weekly-summaries';

export const ensureWeeklySummaryJob = (db: Executor, week: SummaryWeek): Promise<boolean> =>
  ensurePeriodicJob(db, { kind: WEEKLY_SUMMARY_JOB, period: { week }, runAt: weeklySummaryRunAt(week) });

/** At start-up (main.ts): the next Monday's run, or this morning's if 07:00 has not passed yet. */
export const scheduleWeeklySummary = (deps: Deps) =>
  ensureWeeklySummaryJob(deps.db, nextWeeklySummary(deps.now()).week);

export const weeklySummaryJob: JobHandler = async (job, deps) => {
  const week = job.payload.week;
  if (!isSummaryWeek(week)) throw new PermanentJobError(`semaine invalide dans la tâche : ${String(week)}`);
  const now = deps.now();
  // A server down over several Mondays does not send old weeks' summaries on its return: only the
  // week just ended is sent, late if need be (decision 121).
  if (week === addWeeks(parisWeekOf(now), -1)) {
    const sent = await sendWeeklySummaries(deps, week);
    logger.info({ week, sent }, 'résumés hebdomadaires envoyés');
  } else logger.info({ week }, 'résumé hebdomadaire d’une semaine trop ancienne : non envoyé');
  await ensureWeeklySummaryJob(deps.db, nextWeeklySummary(now).week);
};
