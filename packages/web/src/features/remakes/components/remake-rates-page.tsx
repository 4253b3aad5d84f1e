import {
  REMAKE_MESSAGES,
  REMAKE_REASON_LABELS,
  REMAKE_REASONS,
  type RemakeRate,
} from '@conque/domain/orders/remakes';
import type { ReworkCause } from '@conque/domain/production/api-types';
import { useId, useState } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import type { ListColumn, ListDefinition } from '@/components/list-page/list-definition';
import { ListView } from '@/components/list-page/list-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useRemakeRates } from '../api/remake-rates';
import { REMAKE_UI } from '../remake-messages';

const PERIODS = [3, 6, 12, 24] as const;
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** Remakes ÷ shipped orders; a dash when nothing shipped in the period. */
const rateOf = (rate: RemakeRate) =>
  rate.shipped_orders === 0 ? '—' : percent.format(rate.remakes / rate.shipped_orders);

const number = (cell: (rate: RemakeRate) => string | number): Omit<ListColumn<RemakeRate>, 'header'> => ({
  cell,
  className: 'text-right tabular-nums',
  headClassName: 'text-right',
});

// One row per establishment; on a phone, one card each (the list-page block).
const RATES_LIST: ListDefinition<RemakeRate> = {
  columns: [
    {
      header: REMAKE_UI.establishment,
      cell: (rate) => rate.establishment_name,
      className: 'font-medium',
      card: 'title',
    },
    { header: REMAKE_UI.rate, ...number(rateOf), card: 'aside' },
    { header: REMAKE_UI.shipped, ...number((rate) => rate.shipped_orders) },
    { header: REMAKE_UI.remakeCount, ...number((rate) => rate.remakes) },
    ...REMAKE_REASONS.map((reason) => ({
      header: REMAKE_REASON_LABELS[reason],
      ...number((rate: RemakeRate) => rate.by_reason[reason]),
    })),
  ],
  rowKey: (rate) => rate.establishment_id,
};

/** « Causes de reprise »: the quality control's failed points (decision 141). */
const ReworkCauses = ({ causes }: { causes: ReworkCause[] }) => (
  <Card className="mt-6">
    <CardHeader>
      <CardTitle className="text-lg">{REMAKE_UI.reworkTitle}</CardTitle>
      <p className="text-sm text-muted-foreground">{REMAKE_UI.reworkDescription}</p>
    </CardHeader>
    <CardContent>
      {causes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{REMAKE_UI.reworkEmpty}</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={REMAKE_UI.reworkTitle}>
          {causes.map((cause) => (
            <li key={cause.label} className="flex justify-between gap-4 border-b py-1 last:border-b-0">
              <span>{cause.label}</span>
              <span className="tabular-nums">{REMAKE_UI.reworkFailures(cause.failures)}</span>
            </li>
          ))}
        </ul>
      )}
    </CardContent>
  </Card>
);

/**
 * /dashboard/preparator/remakes, the preparators' remake rates per establishment
 * and reason over a period, highest rate first (the establishments to call).
 */
export const RemakeRatesPage = () => {
  const [months, setMonths] = useState<number>(12);
  const rates = useRemakeRates(months);
  const periodId = useId();
  const items = rates.data?.items;
  return (
    <>
      <PageTitle
        title={REMAKE_UI.ratesTitle}
        description={REMAKE_UI.ratesDescription}
        actions={
          <div className="grid gap-2">
            <Label htmlFor={periodId}>{REMAKE_UI.period}</Label>
            <NativeSelect
              id={periodId}
              value={months}
              onChange={(event) => setMonths(Number(event.target.value))}
            >
              {PERIODS.map((n) => (
                <option key={n} value={n}>
                  {REMAKE_UI.months(n)}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      <Card className="overflow-hidden">
        <ListView
          list={RATES_LIST}
          query={{
            data: items ? { items, total: items.length, pageSize: items.length } : undefined,
            isPending: rates.isPending,
            isError: rates.isError,
            isPlaceholderData: rates.isPlaceholderData,
            onRetry: () => rates.refetch(),
          }}
          messages={{ empty: REMAKE_UI.empty, loadFailed: REMAKE_MESSAGES.ratesLoadFailed }}
        />
      </Card>
      {rates.data ? <ReworkCauses causes={rates.data.rework_causes} /> : null}
    </>
  );
};
