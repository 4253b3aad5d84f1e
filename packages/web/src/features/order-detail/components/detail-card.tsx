import type { SummaryLine } from '@conque/domain/orders/details-summary';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One block of the order detail: a titled section, so that each is a landmark a reader can jump to. */
export const DetailCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader className="pb-3">
          <h2 id={id} className="font-semibold">
            {title}
          </h2>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3">{children}</CardContent>
      </section>
    </Card>
  );
};

export type DetailLine = { title: string; value: ReactNode };

/** Title : value pairs, the way the wizard's summary prints them. */
export const DetailLines = ({ lines }: { lines: readonly (DetailLine | SummaryLine)[] }) => (
  <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
    {lines.map((line) => (
      <div key={line.title} className="contents">
        <dt className="text-muted-foreground">{line.title} :</dt>
        <dd className="min-w-0 break-words font-medium">{line.value}</dd>
      </div>
    ))}
  </dl>
);
