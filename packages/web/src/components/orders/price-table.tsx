import { EAR_SIDE_LABELS } from '@conque/domain/catalogue/ear-sides';
import { formatEuros } from '@conque/domain/pricing/format-euros';
import type { OrderPrices } from '@conque/domain/pricing/order-prices';
import { cn } from '@/lib/cn';

/**
 * Spec 001 §3 details.prices and §9 VAT rates: the lines, then the totals, in euros. Shared by the
 * wizard (`updating` while a new quote is computed) and the order detail.
 */
export const PriceTable = ({ prices, updating = false }: { prices: OrderPrices; updating?: boolean }) => {
  const totals = [
    { label: 'Total HT', amount: prices.productsHT },
    { label: 'TVA 5,5 %', amount: prices.tvaProduits },
    { label: 'Livraison HT', amount: prices.shippingHT },
    { label: 'TVA 20 %', amount: prices.tvaShipping },
  ];
  return (
    <section
      aria-labelledby="prices-title"
      className="grid grid-cols-1 gap-3"
      aria-busy={updating || undefined}
    >
      <h3 id="prices-title" className="font-semibold">
        Prix
      </h3>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Détail du prix de la commande</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Article
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Oreille
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Qté
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Prix HT
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two lines may share label and ear; the list never reorders.
              <tr key={`${item.label}-${item.ear}-${index}`} className="border-t">
                <td className="px-3 py-2">{item.label}</td>
                <td className="px-3 py-2 text-muted-foreground">
                  {item.ear ? EAR_SIDE_LABELS[item.ear] : '—'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatEuros(item.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {totals.map((total) => (
              <tr key={total.label} className="border-t">
                <th
                  scope="row"
                  colSpan={3}
                  className="px-3 py-2 text-right font-normal text-muted-foreground"
                >
                  {total.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatEuros(total.amount)}</td>
              </tr>
            ))}
            <tr className={cn('border-t bg-muted/50 font-semibold')}>
              <th scope="row" colSpan={3} className="px-3 py-2 text-right">
                Total TTC
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatEuros(prices.totalTTC)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
};
