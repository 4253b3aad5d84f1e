import { ORDER_SHEET_MESSAGES } from '@conque/domain/orders/order-sheet-messages';
import { PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { downloadOrderSheet, downloadOrderSheets } from '@/api/order-sheets';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

// Decision 139: the « Fiche de fabrication » buttons of the order page and of the
// préparateur's dashboard. They are shown to préparateurs only; the server decides again.

const FAILED = "L'impression a échoué. Réessayez.";

const usePrint = () => {
  const [pending, setPending] = useState<string | null>(null);
  const run = async (which: string, download: () => Promise<void>) => {
    setPending(which);
    try {
      await download();
    } catch (error) {
      toast.error('Erreur', {
        description: error instanceof Error && error.message ? error.message : FAILED,
      });
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
};

/** The order page's « Imprimer la fiche de fabrication ». */
export const PrintOrderSheetButton = ({
  orderId,
  orderNumber,
}: {
  orderId: string;
  orderNumber: string | null;
}) => {
  const { pending, run } = usePrint();
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => run('one', () => downloadOrderSheet(orderId, orderNumber))}
      disabled={pending !== null}
    >
      {pending ? <Spinner /> : <PrinterIcon aria-hidden />}
      {ORDER_SHEET_MESSAGES.button}
    </Button>
  );
};

/** The dashboard's two batches: the selected orders' sheets, and every order validated today. */
export const PrintOrderSheetsButtons = ({ selected }: { selected: readonly string[] }) => {
  const { pending, run } = usePrint();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => run('selected', () => downloadOrderSheets({ order_ids: [...selected] }))}
        disabled={pending !== null || selected.length === 0}
      >
        {pending === 'selected' ? <Spinner /> : <PrinterIcon aria-hidden />}
        {`Imprimer les fiches (${selected.length})`}
      </Button>
      <Button
        type="button"
        variant="outline"
        onClick={() => run('today', () => downloadOrderSheets({ validated_today: true }))}
        disabled={pending !== null}
      >
        {pending === 'today' ? <Spinner /> : <PrinterIcon aria-hidden />}
        Fiches des commandes validées aujourd’hui
      </Button>
    </>
  );
};
