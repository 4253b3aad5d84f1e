import { FileWarningIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { useClearEinvoicingAlert, useEinvoicingAlerts } from '@/api/einvoicing-alerts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Decision 147: the préparateurs' second bell, the invoices and credit notes the PA says are
 * « Rejetée », « Refusée » or « En litige », with the reason; heard live (the `bell` event).
 */
export const EinvoicingAlertsBell = () => {
  const alerts = useEinvoicingAlerts({ enabled: true });
  const clear = useClearEinvoicingAlert();
  const total = alerts.data?.total ?? 0;
  if (total === 0) return null;
  const badge = total > 99 ? '99+' : String(total);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Alertes de facturation : ${badge}`}
        >
          <FileWarningIcon aria-hidden className="size-5" />
          <span
            aria-hidden
            className="absolute right-1 top-1 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground"
          >
            {badge}
          </span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Alertes de facturation"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg"
        >
          <p className="px-3 pb-2 pt-1 text-sm font-semibold">Alertes de facturation</p>
          <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
            {alerts.data?.items.map((alert) => (
              <li key={alert.id} className="grid gap-1 rounded-md px-3 py-2 text-sm">
                <Link
                  to={`${paths.preparatorInvoices}?recherche=${encodeURIComponent(alert.document_number)}`}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {alert.document_kind === 'invoice' ? 'Facture' : 'Avoir'} {alert.document_number} :{' '}
                  {alert.label}
                </Link>
                <span className="text-muted-foreground [overflow-wrap:anywhere]">
                  Motif : {alert.reason ?? 'aucun motif donné'}
                </span>
                <span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={clear.isPending}
                    onClick={() => clear.mutate(alert.id)}
                  >
                    Marquer comme vue
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
