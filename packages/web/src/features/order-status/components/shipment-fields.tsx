import type { GroupingCandidate } from '@conque/domain/orders/api-types';
import { sanitizeTrackingNumber } from '@conque/domain/orders/tracking';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { useGroupingCandidates } from '../api/get-grouping-candidates';
import { STATUS_DIALOG_MESSAGES } from '../status-messages';

export const NO_GROUP = 'none';

type ShipmentFieldsProps = {
  orderId: string;
  trackingNumber: string;
  onTrackingNumberChange: (value: string) => void;
  groupWith: string;
  onGroupWithChange: (value: string) => void;
};

const candidateLabel = (candidate: GroupingCandidate) =>
  `${candidate.order_number ?? '—'} · ${candidate.patient_first_name} ${candidate.patient_last_name}`.trim();

/**
 * Spec 001 §4 and §5, what "Expédiée" asks: the tracking number, upper-cased as it is typed with
 * every other character dropped, and the grouping with another shipped order (docs/design.md §5.9).
 */
export const ShipmentFields = ({
  orderId,
  trackingNumber,
  onTrackingNumberChange,
  groupWith,
  onGroupWithChange,
}: ShipmentFieldsProps) => {
  const id = useId();
  const candidates = useGroupingCandidates(orderId, true);
  const items = candidates.data?.items ?? [];

  return (
    <div className="grid gap-4 rounded-md border bg-muted/30 p-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tracking`}>Numéro de suivi</Label>
        <Input
          id={`${id}-tracking`}
          value={trackingNumber}
          onChange={(event) => onTrackingNumberChange(sanitizeTrackingNumber(event.target.value))}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          className="font-mono uppercase"
          aria-describedby={`${id}-tracking-hint`}
        />
        <p id={`${id}-tracking-hint`} className="text-sm text-muted-foreground">
          Facultatif. Lettres et chiffres uniquement.
        </p>
      </div>

      <fieldset className="grid gap-2">
        <legend id={`${id}-group`} className="mb-2 text-sm font-medium">
          Grouper l'expédition avec
        </legend>
        {candidates.isPending ? (
          <Spinner label="Chargement des commandes expédiées…" />
        ) : candidates.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {STATUS_DIALOG_MESSAGES.candidatesFailed}
          </p>
        ) : (
          <RadioGroup value={groupWith} onValueChange={onGroupWithChange} aria-labelledby={`${id}-group`}>
            <div className="flex items-center gap-2">
              <RadioGroupItem value={NO_GROUP} id={`${id}-none`} />
              <Label htmlFor={`${id}-none`} className="font-normal">
                Aucun groupement
              </Label>
            </div>
            {items.map((candidate) => (
              <div key={candidate.id} className="flex items-start gap-2">
                <RadioGroupItem
                  value={candidate.id}
                  id={`${id}-${candidate.id}`}
                  disabled={candidate.group_full}
                  className="mt-0.5"
                />
                <Label htmlFor={`${id}-${candidate.id}`} className="grid gap-1 font-normal leading-snug">
                  <span className="break-words">{candidateLabel(candidate)}</span>
                  <span className="text-xs text-muted-foreground">
                    {candidate.group_full
                      ? 'Groupe complet (3 commandes)'
                      : candidate.group_size > 1
                        ? `Déjà groupée : ${candidate.group_size} commandes sur 3`
                        : 'Expédiée seule'}
                  </span>
                </Label>
              </div>
            ))}
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{STATUS_DIALOG_MESSAGES.noCandidates}</p>
            ) : null}
          </RadioGroup>
        )}
      </fieldset>
    </div>
  );
};
