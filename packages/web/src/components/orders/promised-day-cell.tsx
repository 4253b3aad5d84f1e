import { AT_RISK_LABEL } from '@conque/domain/planning/at-risk';
import type { DueState } from '@conque/domain/planning/due';
import { shortCalendarDay } from '@conque/domain/planning/short-day';
import { Badge } from '@/components/ui/badge';

/**
 * Under an order's status in the lists, its promised day and, for the lab, « En retard », or
 * « À risque » when its steps are behind its promised day (decision 143).
 */
export const PromisedDayLine = ({
  day,
  due,
  atRisk = false,
  pickup,
}: {
  day: string | null;
  due?: DueState | null;
  atRisk?: boolean;
  pickup: boolean;
}) =>
  day ? (
    <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <span>
        {pickup ? 'Retrait prévu' : 'Expédition prévue'} {shortCalendarDay(day)}
      </span>
      {atRisk ? (
        <Badge variant="outline" className="border-transparent bg-orange-100 text-orange-900">
          {AT_RISK_LABEL}
        </Badge>
      ) : null}
      {due === 'late' ? (
        <Badge variant="outline" className="border-transparent bg-red-100 text-red-900">
          En retard
        </Badge>
      ) : due === 'today' ? (
        <Badge variant="outline" className="border-transparent bg-amber-100 text-amber-900">
          Aujourd'hui
        </Badge>
      ) : null}
    </span>
  ) : null;
