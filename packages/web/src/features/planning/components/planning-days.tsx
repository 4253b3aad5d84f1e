import { TIP_TYPE_LABELS } from '@conque/domain/catalogue/tip-types';
import type { PlanningDayView } from '@conque/domain/planning/api-types';
import { DAY_LOAD_LABELS, dayLoadText } from '@conque/domain/planning/capacity';
import { formatPromiseDay } from '@conque/domain/planning/promised-date';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { PLANNING_DAYS_LOAD_FAILED, usePlanningDays } from '../api/planning-days';

const LOAD_CLASSES = {
  full: 'border-transparent bg-amber-100 text-amber-900',
  over: 'border-transparent bg-red-100 text-red-900',
} as const;

const DayOrders = ({ day }: { day: PlanningDayView }) => (
  <ul className="grid gap-2 pt-2">
    {day.orders.map((order) => (
      <li key={order.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Link className="font-medium underline underline-offset-4" to={paths.order(order.id)}>
          {order.order_number ?? 'Sans numéro'} · {order.patient_first_name} {order.patient_last_name}
        </Link>
        <span className="text-muted-foreground">
          {order.establishment_name}
          {order.tip_type ? ` · ${TIP_TYPE_LABELS[order.tip_type]}` : ''}
          {order.shipping_method === 'express' ? ' · Express' : ''}
        </span>
        <OrderStatusBadge status={order.status} />
      </li>
    ))}
    {day.due > day.orders.length ? (
      <li className="text-sm text-muted-foreground">
        et {day.due - day.orders.length} autre{day.due - day.orders.length > 1 ? 's' : ''}
      </li>
    ) : null}
  </ul>
);

/**
 * The « Planning » view (decision 143): the next working days, each with its orders due against
 * the lab's capacity, a day at or past it flagged, its orders listed when it is opened.
 */
export const PlanningDays = () => {
  const days = usePlanningDays();
  if (days.isPending) return <Spinner label="Chargement des prochains jours…" />;
  if (days.isError) return <Alert variant="destructive">{PLANNING_DAYS_LOAD_FAILED}</Alert>;
  const { daily_capacity } = days.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {daily_capacity === null
          ? 'Aucune capacité fixée : les commandes ne sont pas limitées par jour.'
          : `Capacité : ${daily_capacity} commande${daily_capacity > 1 ? 's' : ''} terminée${daily_capacity > 1 ? 's' : ''} par jour ouvré.`}
      </p>
      <ol aria-label="Commandes dues par jour" className="grid gap-2">
        {days.data.days.map((day) => {
          const head = (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium first-letter:uppercase">{formatPromiseDay(day.day)}</span>
              <span className="text-sm text-muted-foreground">
                {dayLoadText(day.due, { daily_capacity })}
              </span>
              {day.load === 'open' ? null : (
                <Badge variant="outline" className={LOAD_CLASSES[day.load]}>
                  {DAY_LOAD_LABELS[day.load]}
                </Badge>
              )}
            </span>
          );
          return (
            <li
              key={day.day}
              className={cn('rounded-md border p-3', day.load === 'over' && 'border-red-300')}
              aria-label={`${formatPromiseDay(day.day)} : ${dayLoadText(day.due, { daily_capacity })}${day.load === 'open' ? '' : `, ${DAY_LOAD_LABELS[day.load]}`}`}
            >
              {day.due === 0 ? (
                head
              ) : (
                <details>
                  <summary className="cursor-pointer">{head}</summary>
                  <DayOrders day={day} />
                </details>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
};
