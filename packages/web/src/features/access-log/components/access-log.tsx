import { patientDataReadLabel } from '@conque/domain/orders/patient-data-reads';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { ShieldCheckIcon } from 'lucide-react';
import { CsvExportButton } from '@/components/list-page/csv-export-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ACCESS_LOG_LOAD_FAILED, useAccessLog } from '../api/get-access-log';

/**
 * Who read this order's patient data (its detail, its PDF, its STL files) and when,
 * for the establishment's manager; the whole log is in the CSV export.
 */
export const AccessLog = ({ orderId }: { orderId: string }) => {
  const log = useAccessLog(orderId);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldCheckIcon aria-hidden className="size-5 text-muted-foreground" />
          Journal des accès
        </CardTitle>
        <CsvExportButton
          path={`/orders/${encodeURIComponent(orderId)}/access-log/export`}
          fallbackName="acces.csv"
          size="sm"
        />
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Chaque consultation des données du patient (fiche, bon de commande, fichiers STL) est conservée 3
          ans, avec l'adresse d'où elle a été faite.
        </p>
        {log.isPending ? (
          <Spinner label="Chargement du journal…" />
        ) : log.isError ? (
          <p className="text-sm text-muted-foreground">{ACCESS_LOG_LOAD_FAILED}.</p>
        ) : log.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune consultation enregistrée.</p>
        ) : (
          <>
            <ul aria-label="Consultations des données du patient" className="grid gap-2">
              {log.data.items.map((read) => (
                <li
                  key={read.id}
                  className="grid gap-0.5 rounded-md border p-3 text-sm sm:grid-cols-[10rem_1fr_1fr_8rem]"
                >
                  <time dateTime={read.at} className="tabular-nums text-muted-foreground">
                    {formatParisShortDateTime(read.at)}
                  </time>
                  <span>
                    {read.actor_name}{' '}
                    <span className="text-muted-foreground">({ROLE_LABELS[read.actor_role]})</span>
                  </span>
                  <span className="[overflow-wrap:anywhere]">{patientDataReadLabel(read)}</span>
                  <span className="tabular-nums text-muted-foreground [overflow-wrap:anywhere]">
                    {read.address ? (
                      <>
                        <span className="sr-only">Adresse : </span>
                        {read.address}
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
            {log.data.total > log.data.items.length ? (
              <p className="text-xs text-muted-foreground">
                Les {log.data.items.length} dernières consultations sur {log.data.total} : l'export CSV les
                contient toutes.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
};
