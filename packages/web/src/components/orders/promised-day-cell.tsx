import type { DueFilter } from '@conque/domain/planning/due';
import { Badge } from '@/components/ui/badge';

// A calendar day ('yyyy-MM-dd') written short in French: the lists stay without date-fns (decision
// 78's budget); UTC is only the calendar here, the day is already the Paris day the server gave.
const SHORT = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const shortPromisedDay = (day: string) => SHORT.format(new Date(`${day}T12:00:00Z`));

/** Under an order's status in the lists, its promised day and, for the lab, « En retard ». */
export const PromisedDayLine = ({
  day,
  due,
  pickup,
}: {
  day: string | null;
  due?: DueFilter | null;
  pickup: boolean;
}) =>
  day ? (
    <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <span>
        {pickup ? 'Retrait prévu' : 'Expédition prévue'} {shortPromisedDay(day)}
      </span>
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
