import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDocumentLifecycle } from '../api/get-document-lifecycle';
import { LifecycleBadge } from './lifecycle-badge';

/**
 * Decision 147: an invoice's (or credit note's) lifecycle as the PA returned it: its current status,
 * the hint when the buyer says it paid, and every status with its date and reason, oldest first.
 */
export const LifecycleHistoryButton = ({ documentId, number }: { documentId: string; number: string }) => {
  const [open, setOpen] = useState(false);
  const { data, isPending, isError } = useDocumentLifecycle(documentId, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Historique de la plateforme : ${number}`}>
          <HistoryIcon aria-hidden />
          Historique
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Historique de {number}</DialogTitle>
          <DialogDescription>
            Les statuts de cycle de vie transmis par la plateforme agréée.
          </DialogDescription>
        </DialogHeader>
        {isPending ? <p className="text-sm text-muted-foreground">Chargement…</p> : null}
        {isError ? <p className="text-sm text-destructive">Impossible de charger l’historique.</p> : null}
        {data ? (
          <div className="grid gap-3">
            <p className="text-sm">
              Statut actuel : {data.current ? <LifecycleBadge status={data.current} /> : 'aucun statut reçu'}
            </p>
            {data.hint ? <Alert>{data.hint}</Alert> : null}
            {data.history.length > 0 ? (
              <ol className="grid gap-2 text-sm">
                {data.history.map((status) => (
                  <li key={`${status.status_code}-${status.received_at}`} className="grid gap-0.5">
                    <span>
                      <span className="font-medium">{status.label}</span> ·{' '}
                      {formatParisDateTime(status.status_at)}
                    </span>
                    {status.reason || status.reason_code ? (
                      <span className="text-muted-foreground">
                        Motif :{' '}
                        {[status.reason, status.reason_code && `(${status.reason_code})`]
                          .filter(Boolean)
                          .join(' ')}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
