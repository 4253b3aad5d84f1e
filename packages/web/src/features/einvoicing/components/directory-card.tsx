import {
  DIRECTORY_LOAD_FAILED,
  useEinvoicingDirectory,
  useRefreshEinvoicingDirectory,
} from '@/api/einvoicing-directory';
import { EinvoicingAddress } from '@/components/einvoicing-address';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

/**
 * Decision 145: each establishment's e-invoicing address, read from the directory of the lab's PA,
 * and « Relire l'annuaire ». Shown only with e-invoicing on.
 */
export const DirectoryCard = () => {
  const directory = useEinvoicingDirectory();
  const refresh = useRefreshEinvoicingDirectory();
  if (directory.isPending) return <Spinner label="Chargement des adresses…" />;
  if (directory.isError) return <Alert variant="destructive">{DIRECTORY_LOAD_FAILED}</Alert>;
  if (!directory.data.enabled) return null;
  const rows = directory.data.establishments;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Adresses de facturation électronique des établissements</CardTitle>
        <CardDescription>
          Lues dans l’annuaire de la plateforme par SIREN et SIRET, relues quand le SIRET change et avant
          chaque envoi lorsqu’elles datent de plus d’une semaine.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, {
              onSuccess: ({ queued }) =>
                toast.success(`Relecture de l’annuaire demandée pour ${queued} établissement(s)`),
            })
          }
        >
          Relire l’annuaire
        </Button>
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">Aucun établissement.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {rows.map((entry) => (
              <li
                key={entry.establishment_id}
                className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] sm:gap-6"
              >
                <div className="grid gap-0.5">
                  <span className="font-medium [overflow-wrap:anywhere]">{entry.establishment_name}</span>
                  <span className="text-muted-foreground text-sm tabular-nums">SIRET {entry.siret}</span>
                </div>
                <EinvoicingAddress entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
