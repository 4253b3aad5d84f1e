import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { CloudOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { usePendingFlows } from '../api/pending-flows';

/** Past this, the lab hears of it where it works, not only on the e-invoicing page. */
export const PENDING_NOTICE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Decision 146, on the préparateurs' « Factures »: documents that have waited for the PA more than a
 * day (oldest first on « Envois en attente »), with the last failure. Nothing otherwise, nor with
 * e-invoicing never used.
 */
export const PendingFlowsNotice = ({ now = Date.now() }: { now?: number }) => {
  const flows = usePendingFlows();
  const oldest = flows.data?.items[0];
  if (!oldest || now - new Date(oldest.since).getTime() < PENDING_NOTICE_AFTER_MS) return null;
  const total = flows.data?.total ?? 0;
  return (
    <Alert className="mb-6">
      <CloudOffIcon aria-hidden className="mt-0.5" />
      <div className="grid gap-2">
        <p className="font-medium">
          {total === 1
            ? `1 document attend la plateforme depuis le ${formatParisDateTime(oldest.since)}.`
            : `${total} documents attendent la plateforme, le plus ancien depuis le ${formatParisDateTime(oldest.since)}.`}
        </p>
        <p className="[overflow-wrap:anywhere]">
          Dernier échec : {oldest.last_error}.{' '}
          {total === 1
            ? 'Il partira de lui-même dès qu’elle répondra.'
            : 'Ils partiront d’eux-mêmes dès qu’elle répondra.'}
        </p>
        <Link to={paths.einvoicing} className="w-fit font-medium underline underline-offset-4">
          Voir les envois en attente
        </Link>
      </div>
    </Alert>
  );
};
