import { EAR_SIDE_LABELS, EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import type { OrderView } from '@conque/domain/orders/api-types';
import { earSummary, generalOptionsSummary, tipTypeSummary } from '@conque/domain/orders/details-summary';
import { patientInitials } from '@conque/domain/orders/patient-initials';
import { ORDER_STATUS_LABELS } from '@conque/domain/orders/statuses';
import { shortCalendarDay } from '@conque/domain/planning/short-day';
import { useEffect } from 'react';
import { ATELIER_MESSAGES } from '../atelier-messages';
import { measureCard } from '../scan-timing';
import { ImpressionsView } from './impressions-view';
import { NextStep, type NextStepProps } from './next-step';

const Lines = ({ lines }: { lines: { title: string; value: string }[] }) => (
  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
    {lines.map((line) => (
      <div key={line.title} className="contents">
        <dt className="text-muted-foreground">{line.title}</dt>
        <dd className="font-medium">{line.value}</dd>
      </div>
    ))}
  </dl>
);

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="grid content-start gap-2 rounded-lg border p-4">
    <h3 className="text-xl font-semibold">{title}</h3>
    {children}
  </section>
);

/**
 * Decision 142: the order's card at the bench: who it is for (initials only), when it is promised
 * (and « Express », as the order sheet says), its ears and configuration, the comment, the
 * impressions in 3D (after the card), and the next step.
 */
export const OrderCard = ({ order, ...next }: { order: OrderView } & Omit<NextStepProps, 'order'>) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once per order drawn, not per render.
  useEffect(measureCard, [order.id]);
  const details = order.details;
  const current = order.production?.steps.find((step) => step.key === order.production?.current_step);
  const where = order.production?.done
    ? ATELIER_MESSAGES.ready
    : (current?.label ?? ORDER_STATUS_LABELS[order.status]);
  return (
    <article aria-labelledby="atelier-card-title" className="grid gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="atelier-card-title" className="text-3xl font-bold">
          Commande {order.order_number}
        </h2>
        <p className="text-2xl">
          <span className="sr-only">Étape : </span>
          <strong>{where}</strong>
        </p>
      </header>
      <p className="text-xl">
        Patient : <strong>{patientInitials(order.patient_first_name, order.patient_last_name)}</strong> ·{' '}
        {order.establishment_name}
      </p>
      {order.promised_ship_on ? (
        <p className="flex flex-wrap items-center gap-3 text-xl">
          {order.shipping_method === 'pickup' ? 'Retrait prévu' : 'Expédition prévue'}{' '}
          {shortCalendarDay(order.promised_ship_on)}
          {order.shipping_method === 'express' ? (
            <strong className="rounded-md bg-amber-100 px-2 py-0.5 text-amber-900">Express</strong>
          ) : null}
        </p>
      ) : null}
      <NextStep order={order} {...next} />
      <div className="grid items-start gap-4 md:grid-cols-2">
        {details ? (
          <Section title="Configuration">
            <Lines lines={[...tipTypeSummary(details), ...generalOptionsSummary(details)]} />
          </Section>
        ) : null}
        {details
          ? EAR_SIDES.map((side) => {
              const lines = earSummary(details, side);
              return lines ? (
                <Section key={side} title={EAR_SIDE_LABELS[side]}>
                  <Lines lines={lines} />
                </Section>
              ) : null;
            })
          : null}
        <Section title="Commentaire">
          <p className="whitespace-pre-wrap text-lg">{order.comment.trim() || 'Aucun commentaire.'}</p>
        </Section>
      </div>
      <ImpressionsView order={order} />
    </article>
  );
};
