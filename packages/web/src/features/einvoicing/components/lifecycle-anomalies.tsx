import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { useLifecycleAnomalies } from '../api/einvoicing-lifecycle';

/** Decision 147: the lifecycle messages Conque did not believe, in its words, newest first. */
export const LifecycleAnomalies = () => {
  const anomalies = useLifecycleAnomalies();
  if (anomalies.isPending) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (anomalies.isError)
    return <p className="text-sm text-destructive">Impossible de charger les anomalies.</p>;
  if (anomalies.data.length === 0) return <p className="text-sm text-muted-foreground">Aucune anomalie.</p>;
  return (
    <ul className="grid gap-2 text-sm [overflow-wrap:anywhere]">
      {anomalies.data.map((anomaly) => (
        <li key={anomaly.flow_id} className="grid gap-0.5">
          <span className="font-medium">
            {formatParisDateTime(anomaly.received_at)} · flux {anomaly.flow_id} (
            {anomaly.source === 'webhook' ? 'webhook' : 'recherche'})
          </span>
          <span className="text-muted-foreground">
            Statut non pris en compte : {anomaly.problem}. Signalez-le à votre plateforme agréée.
          </span>
        </li>
      ))}
    </ul>
  );
};
