import { formatEuros } from '@conque/domain/pricing/format-euros';
import { PRICE_ITEMS } from '@conque/domain/pricing/price-items';
import type { PriceListVersionView } from '@conque/domain/pricing/price-list-versions';
import { formatParisDate, formatParisDateTime, parisTime } from '@conque/domain/shared/paris-time';
import { Badge } from '@/components/ui/badge';

const dayOf = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return formatParisDate(parisTime(year, month, day));
};

const period = (version: PriceListVersionView, later: PriceListVersionView | undefined) => {
  if (version.effective_from === '1970-01-01') return later ? 'Tarifs initiaux' : 'Depuis toujours';
  if (version.current) return `En vigueur depuis le ${dayOf(version.effective_from)}`;
  return later || !version.current ? `À partir du ${dayOf(version.effective_from)}` : '';
};

/** Every version, newest effective date first; each opens to its prices. */
export const PriceListVersions = ({ versions }: { versions: PriceListVersionView[] }) => {
  const currentIndex = versions.findIndex((version) => version.current);
  return (
    <ol aria-label="Versions des tarifs" className="grid gap-2">
      {versions.map((version, index) => {
        const coming = currentIndex >= 0 && index < currentIndex;
        return (
          <li key={version.id} className="rounded-md border">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3 text-sm">
                <span className="font-medium">{period(version, versions[index - 1])}</span>
                {version.current ? <Badge>En vigueur</Badge> : null}
                {coming ? <Badge variant="outline">À venir</Badge> : null}
                <span className="text-muted-foreground">
                  · {version.created_by_name}, le {formatParisDateTime(version.created_at)}
                </span>
              </summary>
              <table className="w-full border-t text-sm">
                <tbody>
                  {PRICE_ITEMS.map((item) => (
                    <tr key={item.key} className="border-b last:border-0">
                      <th scope="row" className="px-3 py-1.5 text-left font-normal">
                        {item.label}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums">
                        {formatEuros(version.prices[item.key] ?? 0)} HT
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </li>
        );
      })}
    </ol>
  );
};
