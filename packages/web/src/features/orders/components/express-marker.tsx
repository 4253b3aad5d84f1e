import { ZapIcon } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { ORDERS_MESSAGES } from '../orders-messages';

/**
 * Spec 001 §2: express orders carry an icon with the tooltip 'Mode de livraison Express'. The icon
 * is focusable so that the tooltip opens from the keyboard too, and holds the text as its name.
 */
export const ExpressMarker = () => (
  <Tooltip label={ORDERS_MESSAGES.express}>
    <span
      role="img"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that the tooltip opens from the keyboard too.
      tabIndex={0}
      aria-label={ORDERS_MESSAGES.express}
      className="inline-flex rounded-sm text-amber-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ZapIcon aria-hidden className="size-4 fill-current" />
    </span>
  </Tooltip>
);
