import { formatCalendarDay } from '@conque/domain/planning/calendar-day-format';
import type { ProductionSettingsView } from '@conque/domain/production/api-types';
import { formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { Badge } from '@/components/ui/badge';
import { VersionedSettingsPage } from '@/components/versioned-settings/versioned-settings-page';
import { PRODUCTION_LOAD_FAILED, useProductionVersions } from '../api/production-settings';
import { ProductionSettingsForm } from './production-settings-form';

const Versions = ({ versions }: { versions: ProductionSettingsView['versions'] }) =>
  versions.length === 0 ? (
    <p className="text-sm text-muted-foreground">Aucune version : les étapes par défaut s'appliquent.</p>
  ) : (
    <ul className="grid gap-3">
      {versions.map((version) => (
        <li key={version.id} className="grid gap-1 rounded-md border p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            À partir du {formatCalendarDay(version.effective_from, 'EEEE d MMMM yyyy')}
            {version.current ? <Badge variant="outline">En vigueur</Badge> : null}
          </p>
          <p className="text-muted-foreground">
            {version.settings.steps.map((step) => step.label).join(' → ')} ·{' '}
            {version.settings.checklist.length} point{version.settings.checklist.length > 1 ? 's' : ''} de
            contrôle
          </p>
          <p className="text-xs text-muted-foreground">
            Par {version.created_by_name}, le {formatParisShortDateTime(version.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );

/** /dashboard/preparator/production-steps: the lab's steps and checklist, in versions (decision 141). */
export const ProductionSettingsPage = () => {
  const production = useProductionVersions();
  return (
    <VersionedSettingsPage
      title="Étapes de fabrication"
      description="Les étapes que suit chaque commande en cours de fabrication, et la liste du contrôle qualité."
      query={production}
      loadingLabel="Chargement des étapes de fabrication…"
      loadFailed={PRODUCTION_LOAD_FAILED}
      form={{
        title: 'Nouvelles étapes de fabrication',
        content: (view) => <ProductionSettingsForm current={view.current} />,
      }}
      history={{
        title: 'Historique des étapes de fabrication',
        content: (view) => <Versions versions={view.versions} />,
      }}
    />
  );
};
