import { type RiskWindow, riskWindow } from '@conque/domain/planning/at-risk';
import type { CalendarDay } from '@conque/domain/planning/calendar-day';
import type { Closure } from '@conque/domain/planning/planning-settings';
import type { ProductionSettings } from '@conque/domain/production/production-settings';
import type { Deps } from '../../kernel/deps';
import { readProduction } from '../production/read-production';
import { readPlanning } from './read-planning';

/**
 * What « À risque » is read against today (decision 143): the steps and the closures in force, and
 * the window of promised days the lab's filter and count look in (domain/planning/at-risk.ts).
 */
export const readRiskWindow = async (
  deps: Pick<Deps, 'db' | 'now'>,
  today: CalendarDay,
): Promise<{ production: ProductionSettings; closures: readonly Closure[]; window: RiskWindow }> => {
  const [production, planning] = await Promise.all([
    readProduction(deps.db, deps.now()),
    readPlanning(deps.db, deps.now()),
  ]);
  const steps = production.steps.map((step) => step.key);
  return {
    production,
    closures: planning.closures,
    window: riskWindow(today, steps, planning.closures),
  };
};
