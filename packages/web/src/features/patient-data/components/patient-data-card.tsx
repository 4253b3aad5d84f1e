import type { PatientErasureResult } from '@conque/domain/orders/patient-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserXIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { CsvExportButton } from '@/components/list-page/csv-export-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** « 2 commandes supprimées, 1 anonymisée (Patient effacé 3FA9C1). » */
export const erasureSummary = ({ deleted, anonymized, reference }: PatientErasureResult) =>
  `${plural(deleted, 'commande')} supprimée${deleted > 1 ? 's' : ''}, ${anonymized} anonymisée${anonymized > 1 ? 's' : ''}${anonymized > 0 ? ` (${reference})` : ''}.`;

const EraseDialog = ({ orderId, patient }: { orderId: string; patient: string }) => {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const erase = useMutation({
    mutationFn: () =>
      api<PatientErasureResult>(`/orders/${encodeURIComponent(orderId)}/patient-data/erase`, {
        method: 'POST',
      }),
    onSuccess: async (result) => {
      toast.success('Données du patient effacées', { description: erasureSummary(result) });
      setOpen(false);
      await navigate(paths.orders);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !erase.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="text-destructive">
          <UserXIcon aria-hidden />
          Effacer ses données
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Effacer les données de {patient} ?</DialogTitle>
          <DialogDescription>
            Les commandes de ce patient qui ne sont ni expédiées ni facturées seront supprimées avec leurs
            fichiers. Les commandes expédiées ou facturées sont conservées 10 ans pour la facturation : le nom
            du patient y sera remplacé par une référence, ses empreintes et les commentaires supprimés. Cette
            action est définitive.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={erase.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => erase.mutate()}
            disabled={erase.isPending}
          >
            {erase.isPending ? <Spinner /> : null}
            Effacer définitivement
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

/**
 * The patient's rights, for the establishment's manager (the server decides): every
 * order of this patient exported as a CSV file, or the patient's data erased.
 */
export const PatientDataCard = ({ orderId, patient }: { orderId: string; patient: string }) => {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Données du patient</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          À la demande du patient (RGPD) : exportez toutes ses commandes dans votre établissement, ou effacez
          ses données.
        </p>
        <div className="flex flex-wrap gap-2">
          <CsvExportButton
            path={`/orders/${encodeURIComponent(orderId)}/patient-data/export`}
            fallbackName="patient.csv"
            label="Exporter ses données (CSV)"
            size="sm"
          />
          <EraseDialog orderId={orderId} patient={patient} />
        </div>
      </CardContent>
    </Card>
  );
};
