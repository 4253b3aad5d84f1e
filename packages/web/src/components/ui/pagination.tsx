import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from './button';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** What the total counts, already agreed in number: "12 commandes", "1 brouillon". */
  totalLabel: string;
  /** More rows than `total` match (a capped search): the pages go up to `total`. */
  capped?: boolean;
  onPageChange: (page: number) => void;
};

/**
 * Previous / next with "Page X sur Y" and the total (spec 001 §9: 10 a page). Each button is named by
 * the word it shows (WCAG 2.5.3: a voice-control user says « Suivant »); on a phone,
 * where only the chevron shows, the word stays in its name.
 */
export const Pagination = ({ page, pageSize, total, totalLabel, capped, onPageChange }: PaginationProps) => {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-muted-foreground"
    >
      <p>{totalLabel}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeftIcon aria-hidden />
          <span className="sr-only sm:not-sr-only">Précédent</span>
        </Button>
        <p aria-live="polite" className="whitespace-nowrap tabular-nums">
          Page {Math.min(page, pageCount)} sur {capped ? 'plus de ' : ''}
          {pageCount}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          <span className="sr-only sm:not-sr-only">Suivant</span>
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  );
};
