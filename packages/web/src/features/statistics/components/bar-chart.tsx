import { csvFile, csvNumber, csvText } from '@conque/domain/shared/csv-format';
import { DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

export type ChartSeries = { key: string; label: string; color: string };
export type ChartRow = { label: string; values: Record<string, number> };

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 28;

// The one CSV writer (domain/shared/csv-format.ts): an establishment's name, typed by a clinic at
// sign-up, is never run as a formula in the lab's spreadsheet.
const csvOf = (rows: ChartRow[], series: ChartSeries[], first: string) =>
  csvFile([
    [csvText(first), ...series.map((serie) => csvText(serie.label))],
    ...rows.map((row) => [
      csvText(row.label),
      ...series.map((serie) => csvNumber(row.values[serie.key] ?? 0)),
    ]),
  ]);

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * A bar chart in plain SVG (stacked when several series), scaled to its box so that
 * it reads at 375 px; its summary, its data as a table (the text alternative) and a CSV download.
 * Decision 101: no charting library.
 */
export const BarChart = ({
  title,
  summary,
  rows,
  series,
  firstColumn,
  format,
  fileName,
}: {
  title: string;
  summary: string;
  rows: ChartRow[];
  series: ChartSeries[];
  firstColumn: string;
  format: (value: number) => string;
  fileName: string;
}) => {
  const id = useId();
  const totals = rows.map((row) =>
    series.reduce((sum, serie) => sum + Math.max(0, row.values[serie.key] ?? 0), 0),
  );
  const max = Math.max(1, ...totals);
  const band = (WIDTH - LEFT) / Math.max(1, rows.length);
  const scale = (value: number) => ((HEIGHT - BOTTOM - 8) * value) / max;
  const every = Math.ceil(rows.length / 8);
  return (
    <figure className="grid min-w-0 gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => download(fileName, csvOf(rows, series, firstColumn))}
          aria-label={`Télécharger les données de « ${title} » en CSV`}
        >
          <DownloadIcon aria-hidden />
          CSV
        </Button>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune donnée sur la période.</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden>
          <line x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-border" />
          <text x={LEFT - 6} y={12} textAnchor="end" className="fill-muted-foreground text-[11px]">
            {format(max)}
          </text>
          {rows.map((row, index) => {
            let base = HEIGHT - BOTTOM;
            const x = LEFT + index * band + band * 0.15;
            return (
              <g key={row.label}>
                {series.map((serie) => {
                  const height = scale(Math.max(0, row.values[serie.key] ?? 0));
                  base -= height;
                  return (
                    <rect
                      key={serie.key}
                      x={x}
                      y={base}
                      width={band * 0.7}
                      height={height}
                      fill={serie.color}
                    />
                  );
                })}
                {index % every === 0 ? (
                  <text
                    x={x + band * 0.35}
                    y={HEIGHT - 10}
                    textAnchor="middle"
                    className="fill-muted-foreground text-[10px]"
                  >
                    {row.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-3 text-xs" aria-hidden>
          {series.map((serie) => (
            <li key={serie.key} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: serie.color }} />
              {serie.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm">Voir les données</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3 text-left font-medium">
                  {firstColumn}
                </th>
                {series.map((serie) => (
                  <th key={serie.key} scope="col" className="py-1 pr-3 text-right font-medium">
                    {serie.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {row.label}
                  </th>
                  {series.map((serie) => (
                    <td key={serie.key} className="py-1 pr-3 text-right tabular-nums">
                      {format(row.values[serie.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
};
