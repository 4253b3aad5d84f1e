import type { PendingFlowJson } from '@conque/domain/einvoicing/flow-status';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePendingFlows, useRetryPendingFlow } from '../api/pending-flows';

const KIND_LABELS: Record<PendingFlowJson['kind'], string> = {
  invoice: 'Facture',
  credit_note: 'Avoir',
  lifecycle_status: 'Statut de la facture',
};

const nextTry = (flow: PendingFlowJson) =>
  flow.next_try_at
    ? `Nouvel essai automatique le ${formatParisDateTime(flow.next_try_at)}.`
    : 'Les essais automatiques ont cessé : réessayez une fois la plateforme rétablie.';

/**
 * Decision 146: the documents the PA has not taken after a failed try, oldest first: why, and when
 * Conque tries again by itself; « Réessayer maintenant » once the lab knows the PA is back.
 */
export const PendingFlows = () => {
  const flows = usePendingFlows();
  const retry = useRetryPendingFlow();
  if (flows.isPending) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (flows.isError)
    return <p className="text-sm text-destructive">Impossible de charger les envois en attente.</p>;
  const { items, total } = flows.data;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Aucun envoi en attente.</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {total === 1
          ? '1 document attend la plateforme.'
          : `${total} documents attendent la plateforme${total > items.length ? ` (les ${items.length} plus anciens ci-dessous)` : ''}.`}{' '}
        Ils partiront d’eux-mêmes dès qu’elle répondra ; rien n’est envoyé deux fois.
      </p>
      <ul aria-label="Envois en attente" className="divide-y rounded-md border">
        {items.map((flow) => {
          const name = `${KIND_LABELS[flow.kind]} ${flow.tracking_id}`;
          return (
            <li
              key={flow.id}
              className="grid gap-2 p-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
            >
              <div className="grid gap-0.5">
                <span className="font-medium [overflow-wrap:anywhere]">{name}</span>
                <span className="text-muted-foreground">
                  En attente depuis le {formatParisDateTime(flow.since)} ·{' '}
                  {flow.tries === 1 ? '1 essai' : `${flow.tries} essais`}
                </span>
                <span className="[overflow-wrap:anywhere]">Dernier échec : {flow.last_error}</span>
                <span className="text-muted-foreground">{nextTry(flow)}</span>
              </div>
              <Button
                type="button"
                variant="outline"
                className="w-fit"
                aria-label={`Réessayer maintenant : ${name}`}
                disabled={retry.isPending && retry.variables === flow.id}
                onClick={() =>
                  retry.mutate(flow.id, {
                    onSuccess: () => toast.success(`${name} : nouvel essai demandé`),
                  })
                }
              >
                Réessayer maintenant
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
