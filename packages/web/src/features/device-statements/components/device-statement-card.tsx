import type { OrderView } from '@conque/domain/orders/api-types';
import { prescriberText } from '@conque/domain/orders/prescriber';
import type { Role } from '@conque/domain/permissions/roles';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { downloadDeviceStatement } from '../api/download-device-statement';
import { StatementFieldsForm } from './statement-fields-form';

// Decision 144: « Déclaration de conformité », one per ear, once the order has left the lab; before,
// the préparateur's lot and unmet requirements. The server decides who may do what again.

const EARS = [
  { side: 'left', label: 'oreille gauche' },
  { side: 'right', label: 'oreille droite' },
] as const;

const FAILED = 'Le téléchargement a échoué. Réessayez.';

/** `readerRole`: the signed-in person's role, for what the card offers (the server decides again). */
export const DeviceStatementCard = ({
  order,
  readerRole,
}: {
  order: OrderView;
  readerRole: Role | undefined;
}) => {
  const [pending, setPending] = useState<string | null>(null);
  const ears = EARS.filter(({ side }) => order.details?.[side] !== undefined);
  const declared = order.shipped_at !== null && order.order_number !== null;
  // A cancelled order will never be declared: no lot to record for it.
  const toDeclare = readerRole === 'preparator' && order.status !== 'cancelled';
  if (ears.length === 0 || (!declared && !toDeclare)) return null;

  const download = async (side: 'left' | 'right') => {
    if (!order.order_number) return;
    setPending(side);
    try {
      await downloadDeviceStatement(order.id, order.order_number, side);
    } catch (error) {
      toast.error('Erreur', {
        description: error instanceof Error && error.message ? error.message : FAILED,
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Déclaration de conformité</CardTitle>
        <CardDescription>
          Déclaration relative aux dispositifs sur mesure, établie à l’expédition pour chaque embout.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">
          <span className="font-medium">Prescripteur : </span>
          {order.prescriber_name.trim()
            ? prescriberText(order.prescriber_name, order.prescriber_number)
            : 'la personne qui a passé la commande, avec le numéro RPPS ou ADELI de son profil'}
        </p>
        {declared ? (
          <div className="flex flex-wrap gap-2">
            {ears.map(({ side, label }) => (
              <Button
                key={side}
                type="button"
                variant="outline"
                disabled={pending !== null}
                onClick={() => download(side)}
              >
                {pending === side ? <Spinner /> : <DownloadIcon aria-hidden />}
                Déclaration de conformité — {label}
              </Button>
            ))}
          </div>
        ) : (
          <StatementFieldsForm order={order} />
        )}
      </CardContent>
    </Card>
  );
};
