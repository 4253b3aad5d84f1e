import type { OrderView } from '@conque/domain/orders/api-types';
import { PRODUCTION_DONE_LABEL } from '@conque/domain/production/production-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useAdvanceProductionStep } from '../api/production-calls';
import { QualityControlForm } from './quality-control-form';

/**
 * The lab's steps of an order « En cours » (decision 141), on the order page of a préparateur: where
 * it is, the next step, and at the last step the quality control's checklist. The « Atelier »
 * tablet screen calls the same endpoints; the server decides, and a 409 says who moved it.
 */
export const ProductionCard = ({ order }: { order: OrderView }) => {
  const advance = useAdvanceProductionStep(order.id);
  const { production } = order;
  if (order.status !== 'in_progress') return null;
  const index = production.steps.findIndex((step) => step.key === production.current_step);
  const current = production.steps[index];
  const next = production.steps[index + 1];
  const atControl = current !== undefined && next === undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Étapes de fabrication</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="flex flex-wrap gap-2 text-sm" aria-label="Étapes de fabrication">
          {production.steps.map((step, position) => (
            <li
              key={step.key}
              aria-current={step.key === production.current_step ? 'step' : undefined}
              className={cn(
                'rounded-md border px-2 py-1',
                step.key === production.current_step &&
                  'border-amber-600 bg-amber-100 font-medium text-amber-950',
                (production.done || (index >= 0 && position < index)) && 'text-muted-foreground line-through',
              )}
            >
              {step.label}
            </li>
          ))}
        </ol>
        <p className="text-sm" aria-live="polite">
          {production.done
            ? `${PRODUCTION_DONE_LABEL} : le contrôle qualité est validé.`
            : current
              ? `Étape en cours : ${current.label}`
              : null}
        </p>
        {advance.error ? <Alert variant="destructive">{advance.error.message}</Alert> : null}
        {current && next ? (
          <Button
            className="w-fit"
            disabled={advance.isPending}
            onClick={() => advance.mutate({ from_step: current.key })}
          >
            Passer à l'étape « {next.label} »
          </Button>
        ) : null}
        {atControl ? <QualityControlForm order={order} controlKey={current.key} /> : null}
      </CardContent>
    </Card>
  );
};
