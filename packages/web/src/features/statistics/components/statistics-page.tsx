import type { LabStatistics, StatisticsPeriod } from '@conque/domain/statistics/statistics';
import { useState } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useLabStatistics } from '../api/get-statistics';
import { BarChart } from './bar-chart';
import { formatEurosFromCents, formatMonth, formatNumber, formatPercent, formatWeek } from './format';
import { PeriodPicker } from './period-picker';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const Charts = ({ stats }: { stats: LabStatistics }) => {
  const orders = sum(stats.orders_per_week.map((row) => row.classic + row.remote + row.protective));
  const shipped = sum(stats.on_time_per_week.map((row) => row.shipped));
  const onTime = sum(stats.on_time_per_week.map((row) => row.on_time));
  const revenue = sum(stats.revenue_per_month.map((row) => row.net_ht_cents));
  const remakeOrders = sum(stats.remake_rate_per_month.map((row) => row.orders));
  const remakes = sum(stats.remake_rate_per_month.map((row) => row.remakes));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BarChart
        title="Commandes par semaine"
        summary={`${formatNumber(orders)} commandes validées sur la période, par type d'embout.`}
        firstColumn="Semaine"
        fileName="commandes-par-semaine.csv"
        format={formatNumber}
        series={[
          { key: 'classic', label: 'Classique', color: '#0f766e' },
          { key: 'remote', label: 'Écouteur déporté', color: '#0ea5e9' },
          { key: 'protective', label: 'Protection', color: '#f59e0b' },
        ]}
        rows={stats.orders_per_week.map((row) => ({
          label: formatWeek(row.week),
          values: { classic: row.classic, remote: row.remote, protective: row.protective },
        }))}
      />
      <BarChart
        title="Délai de la validation à l'expédition"
        summary="Médiane et 90e centile en jours, par semaine d'expédition."
        firstColumn="Semaine"
        fileName="delai-expedition.csv"
        format={(value) => `${formatNumber(value)} j`}
        series={[
          { key: 'median', label: 'Médiane (jours)', color: '#0f766e' },
          { key: 'p90', label: '90e centile (jours)', color: '#94a3b8' },
        ]}
        rows={stats.lead_time_per_week.map((row) => ({
          label: formatWeek(row.week),
          values: { median: row.median_days, p90: Math.max(0, row.p90_days - row.median_days) },
        }))}
      />
      <BarChart
        title="Expédiées à temps"
        summary={`${formatPercent(onTime, shipped)} des commandes expédiées l'ont été au plus tard à leur date prévue (${formatNumber(onTime)} sur ${formatNumber(shipped)}).`}
        firstColumn="Semaine"
        fileName="expediees-a-temps.csv"
        format={formatNumber}
        series={[
          { key: 'onTime', label: 'À temps', color: '#16a34a' },
          { key: 'late', label: 'En retard', color: '#dc2626' },
        ]}
        rows={stats.on_time_per_week.map((row) => ({
          label: formatWeek(row.week),
          values: { onTime: row.on_time, late: row.shipped - row.on_time },
        }))}
      />
      <BarChart
        title="Chiffre d'affaires HT par mois"
        summary={`${formatEurosFromCents(revenue)} HT facturés sur la période, avoirs déduits.`}
        firstColumn="Mois"
        fileName="chiffre-affaires.csv"
        format={(cents) => formatEurosFromCents(cents)}
        series={[{ key: 'net', label: 'Net HT', color: '#0f766e' }]}
        rows={stats.revenue_per_month.map((row) => ({
          label: formatMonth(row.month),
          values: { net: row.net_ht_cents },
        }))}
      />
      <BarChart
        title="Taux de refabrication par mois"
        summary={`${formatPercent(remakes, remakeOrders)} des commandes de la période sont des refabrications (${formatNumber(remakes)} sur ${formatNumber(remakeOrders)}).`}
        firstColumn="Mois"
        fileName="refabrications.csv"
        format={(value) => `${formatNumber(value)} %`}
        series={[{ key: 'rate', label: 'Refabrications (%)', color: '#f59e0b' }]}
        rows={stats.remake_rate_per_month.map((row) => ({
          label: formatMonth(row.month),
          values: { rate: row.orders === 0 ? 0 : Math.round((1000 * row.remakes) / row.orders) / 10 },
        }))}
      />
      <BarChart
        title="Les dix établissements les plus actifs"
        summary="Commandes validées sur la période, par établissement."
        firstColumn="Établissement"
        fileName="etablissements.csv"
        format={formatNumber}
        series={[{ key: 'orders', label: 'Commandes', color: '#0ea5e9' }]}
        rows={stats.top_establishments.map((row) => ({ label: row.name, values: { orders: row.orders } }))}
      />
    </div>
  );
};

/** /dashboard/preparator/statistics: the lab's figures over a period. */
export const StatisticsPage = () => {
  const [months, setMonths] = useState<StatisticsPeriod>(12);
  const stats = useLabStatistics(months);
  return (
    <>
      <PageTitle
        title="Statistiques"
        description="L'activité de tous les établissements."
        actions={<PeriodPicker value={months} onChange={setMonths} />}
      />
      {stats.data ? (
        <Charts stats={stats.data} />
      ) : stats.isError ? (
        <Alert variant="destructive">Impossible de charger les données</Alert>
      ) : (
        <Spinner label="Chargement des statistiques…" />
      )}
    </>
  );
};
