import type { PlanningVersionView } from '@conque/domain/planning/api-types';
import { formatCalendarDay } from '@conque/domain/planning/calendar-day-format';
import type { PublicHoliday } from '@conque/domain/planning/french-holidays';
import { formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { Badge } from '@/components/ui/badge';
import { VersionedSettingsPage } from '@/components/versioned-settings/versioned-settings-page';
import { PLANNING_LOAD_FAILED, usePlanningVersions } from '../api/planning-versions';
import { PlanningDays } from './planning-days';
import { PlanningForm } from './planning-form';

const longDay = (day: string) => formatCalendarDay(day, 'EEEE d MMMM yyyy');

const Versions = ({ versions }: { versions: PlanningVersionView[] }) =>
  versions.length === 0 ? (
    <p className="text-sm text-muted-foreground">Aucune version : le planning par défaut s'applique.</p>
  ) : (
    <ul className="grid gap-3">
      {versions.map((version) => (
        <li key={version.id} className="grid gap-1 rounded-md border p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            À partir du {longDay(version.effective_from)}
            {version.current ? <Badge variant="outline">En vigueur</Badge> : null}
          </p>
          <p className="text-muted-foreground">
            Classique {version.settings.production_days_classic} j · Écouteur déporté{' '}
            {version.settings.production_days_remote} j · Protection{' '}
            {version.settings.production_days_protective} j · Express −{version.settings.express_days_saved} j
            · Heure limite {version.settings.cutoff}
            {version.settings.daily_capacity === null
              ? ''
              : ` · ${version.settings.daily_capacity} commande${version.settings.daily_capacity > 1 ? 's' : ''} par jour`}
            {version.settings.closures.length > 0
              ? ` · ${version.settings.closures.length} fermeture${version.settings.closures.length > 1 ? 's' : ''}`
              : ''}
          </p>
          <p className="text-xs text-muted-foreground">
            Par {version.created_by_name}, le {formatParisShortDateTime(version.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );

const Holidays = ({ holidays }: { holidays: PublicHoliday[] }) => (
  <ul className="grid gap-1 text-sm sm:grid-cols-2">
    {holidays.map((holiday) => (
      <li key={holiday.day}>
        <span className="font-medium">{holiday.name}</span> · {longDay(holiday.day)}
      </li>
    ))}
  </ul>
);

/**
 * /dashboard/preparator/planning: the next working days against the capacity (decision 143), then
 * production times, cut-off, closures and capacity, in versions.
 */
export const PlanningPage = () => {
  const planning = usePlanningVersions();
  return (
    <VersionedSettingsPage
      title="Planning"
      description="Les commandes dues jour par jour, et les délais et la capacité qui donnent à chaque commande sa date d'expédition prévue, à sa validation."
      query={planning}
      loadingLabel="Chargement du planning…"
      loadFailed={PLANNING_LOAD_FAILED}
      lead={[{ title: 'Les quinze prochains jours ouvrés', content: () => <PlanningDays /> }]}
      form={{ title: 'Nouveau planning', content: (view) => <PlanningForm current={view.current} /> }}
      more={[
        {
          title: 'Jours fériés des douze prochains mois',
          content: (view) => <Holidays holidays={view.holidays} />,
        },
      ]}
      history={{
        title: 'Historique du planning',
        content: (view) => <Versions versions={view.versions} />,
      }}
    />
  );
};
