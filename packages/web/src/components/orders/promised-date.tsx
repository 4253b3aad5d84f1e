import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import { deliveryEstimateText, promisedShipText } from '@conque/domain/planning/promised-date';
import { CalendarClockIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * « Expédition prévue le jeudi 3 décembre » (or « Disponible au retrait le … ») and
 * the carrier's « Livraison estimée entre le … et le … », as the wizard, the order and the mails say.
 */
export const PromisedDate = ({
  day,
  method,
  className,
}: {
  day: string;
  method: ShippingMethod;
  className?: string;
}) => {
  const estimate = deliveryEstimateText(day, method);
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <CalendarClockIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="grid gap-0.5">
        <p className="font-medium">{promisedShipText(day, method)}</p>
        {estimate ? <p className="text-sm text-muted-foreground">{estimate}</p> : null}
      </div>
    </div>
  );
};
