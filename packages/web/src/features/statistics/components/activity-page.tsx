import type { StatisticsPeriod } from '@conque/domain/statistics/statistics';
import { useState } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useEstablishmentActivity } from '../api/get-statistics';
import { BarChart } from './bar-chart';
import { formatEurosFromCents, formatMonth, formatNumber } from './format';
import { PeriodPicker } from './period-picker';

/** /dashboard/activity: the manager's establishment over a period. */
export const ActivityPage = () => {
  const [months, setMonths] = useState<StatisticsPeriod>(12);
  const activity = useEstablishmentActivity(months);
  const data = activity.data;
  const orders = data?.orders_per_month.reduce((sum, row) => sum + row.orders, 0) ?? 0;
  const remakes = data?.orders_per_month.reduce((sum, row) => sum + row.remakes, 0) ?? 0;
  const spend = data?.spend_per_month.reduce((sum, row) => sum + row.ttc_cents, 0) ?? 0;
  return (
    <>
      <PageTitle
        title="Activité"
        description="Les commandes et les dépenses de votre établissement."
        actions={<PeriodPicker value={months} onChange={setMonths} />}
      />
      {data ? (
        <div className="grid gap-6">
          <p className="rounded-lg border p-4 text-sm">
            Délai moyen de la validation à l'expédition :{' '}
            <strong>
              {data.average_lead_days === null ? '—' : `${formatNumber(data.average_lead_days)} jours`}
            </strong>
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChart
              title="Commandes par mois"
              summary={`${formatNumber(orders)} commandes validées sur la période, dont ${formatNumber(remakes)} refabrications.`}
              firstColumn="Mois"
              fileName="commandes-par-mois.csv"
              format={formatNumber}
              series={[
                { key: 'orders', label: 'Commandes', color: '#0f766e' },
                { key: 'remakes', label: 'Refabrications', color: '#f59e0b' },
              ]}
              rows={data.orders_per_month.map((row) => ({
                label: formatMonth(row.month),
                values: { orders: row.orders - row.remakes, remakes: row.remakes },
              }))}
            />
            <BarChart
              title="Dépenses TTC par mois"
              summary={`${formatEurosFromCents(spend)} TTC facturés sur la période, avoirs déduits.`}
              firstColumn="Mois"
              fileName="depenses-par-mois.csv"
              format={(cents) => formatEurosFromCents(cents)}
              series={[{ key: 'ttc', label: 'TTC', color: '#0ea5e9' }]}
              rows={data.spend_per_month.map((row) => ({
                label: formatMonth(row.month),
                values: { ttc: row.ttc_cents },
              }))}
            />
          </div>
        </div>
      ) : activity.isError ? (
        <Alert variant="destructive">Impossible de charger les données</Alert>
      ) : (
        <Spinner label="Chargement de l'activité…" />
      )}
    </>
  );
};
