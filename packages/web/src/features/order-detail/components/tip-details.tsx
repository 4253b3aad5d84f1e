import { EAR_SIDE_LABELS, EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import type { StoredOrderDetails } from '@conque/domain/orders/details-schema';
import { earSummary, generalOptionsSummary, tipTypeSummary } from '@conque/domain/orders/details-summary';
import { DetailCard, DetailLines } from './detail-card';

/**
 * Spec 001 §2 "patient and tip details": 'Type d'embout', 'Options générales' (protective) and one
 * recap per ear, from the same domain lines as the wizard's summary and the order PDF.
 */
export const TipDetails = ({ details }: { details: StoredOrderDetails | null }) => {
  if (!details) {
    return (
      <DetailCard title="Type d'embout">
        <p className="text-sm text-muted-foreground">Aucun embout choisi pour l'instant.</p>
      </DetailCard>
    );
  }
  const general = generalOptionsSummary(details);
  return (
    <>
      <DetailCard title="Type d'embout">
        <DetailLines lines={tipTypeSummary(details)} />
      </DetailCard>
      {general.length > 0 ? (
        <DetailCard title="Options générales">
          <DetailLines lines={general} />
        </DetailCard>
      ) : null}
      {EAR_SIDES.map((side) => {
        const lines = earSummary(details, side);
        return lines ? (
          <DetailCard key={side} title={EAR_SIDE_LABELS[side]}>
            <DetailLines lines={lines} />
          </DetailCard>
        ) : null;
      })}
    </>
  );
};
