import type { OrderView } from '@conque/domain/orders/api-types';
import { useState } from 'react';
import { ATELIER_MESSAGES } from '../atelier-messages';
import type { useProductionMove } from '../hooks/use-production-move';
import { nextMoveOf } from '../production';
import { BIG_BUTTON } from './big-button';
import { QualityControlForm } from './quality-control-form';
import { StartProduction } from './start-production';

export type NextStepProps = {
  order: OrderView;
  move: ReturnType<typeof useProductionMove>;
  /** After a step, back to the scanner for the next order. */
  onDone: () => void;
};

/**
 * The card's action, and what the server refused of it: kept here, so that it stays on screen when
 * the card, refreshed, shows the order as it now is.
 */
export const NextStep = (props: NextStepProps) => {
  const [refusal, setRefusal] = useState<{ orderId: string; message: string } | null>(null);
  const { order, onDone } = props;
  return (
    <div className="grid gap-3">
      <NextAction
        {...props}
        onDone={() => {
          setRefusal(null);
          onDone();
        }}
        onRefused={(message) => setRefusal({ orderId: order.id, message })}
      />
      {refusal?.orderId === order.id ? (
        <p role="alert" className="text-lg text-destructive">
          {refusal.message}
        </p>
      ) : null}
    </div>
  );
};

/** The next step as one large button; the quality control, its checklist first; or the start. */
const NextAction = ({
  order,
  move,
  onDone,
  onRefused,
}: NextStepProps & { onRefused: (message: string) => void }) => {
  const [checking, setChecking] = useState(false);
  const next = nextMoveOf(order.production);
  if (order.status === 'registered')
    return <StartProduction order={order} onDone={onDone} onRefused={onRefused} />;
  if (!order.production || (order.production.current_step === null && !order.production.done))
    return <p className="text-xl text-muted-foreground">{ATELIER_MESSAGES.notInProgress}</p>;
  if (!next) return null;
  if (next.kind === 'advance')
    return (
      <button
        type="button"
        className={BIG_BUTTON}
        onClick={() => {
          move(order, {
            kind: 'advance',
            from_step: next.from.key,
            to_step: next.to.key,
            to_label: next.to.label,
          });
          onDone();
        }}
      >
        {ATELIER_MESSAGES.nextStep(next.to.label)}
      </button>
    );
  if (!checking)
    return (
      <button type="button" className={BIG_BUTTON} onClick={() => setChecking(true)}>
        {ATELIER_MESSAGES.qualityControl}
      </button>
    );
  return (
    <QualityControlForm
      production={order.production}
      onCancel={() => setChecking(false)}
      onSubmit={(answer) => {
        move(order, { kind: 'quality_control', from_step: next.from.key, ...answer });
        setChecking(false);
        onDone();
      }}
    />
  );
};
