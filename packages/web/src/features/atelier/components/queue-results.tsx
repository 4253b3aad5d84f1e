import { ATELIER_MESSAGES } from '../atelier-messages';
import type { FlushResult } from '../flush-queue';

/**
 * What the queue's flushes answered (decision 142): each step applied once, and each conflict with
 * the server's French message and the choice to reload the order, until dismissed.
 */
export const QueueResults = ({
  results,
  onReload,
  onDismiss,
}: {
  results: FlushResult[];
  onReload: (orderNumber: string) => void;
  onDismiss: (key: string) => void;
}) => {
  const shown = results.filter((result) => result.kind !== 'scanned');
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Envois" className="grid gap-2">
      {shown.map((result) => (
        <li
          key={result.key}
          role={result.kind === 'applied' ? 'status' : 'alert'}
          className={
            result.kind === 'applied'
              ? 'flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 p-3 text-lg'
              : 'flex flex-wrap items-center gap-3 rounded-lg border-2 border-destructive p-3 text-lg'
          }
        >
          <p className="min-w-0 flex-1">
            {result.kind === 'applied' ? (
              ATELIER_MESSAGES.applied(result.order_number, result.label)
            ) : (
              <>
                <strong>
                  {result.kind === 'conflict'
                    ? ATELIER_MESSAGES.conflict(result.order_number)
                    : ATELIER_MESSAGES.refused(result.order_number)}
                </strong>{' '}
                : {result.message}
              </>
            )}
          </p>
          {result.kind === 'conflict' ? (
            <button
              type="button"
              className="min-h-12 rounded-lg bg-primary px-4 text-lg font-semibold text-primary-foreground"
              onClick={() => {
                onReload(result.order_number);
                onDismiss(result.key);
              }}
            >
              {ATELIER_MESSAGES.reload}
            </button>
          ) : null}
          <button
            type="button"
            className="min-h-12 rounded-lg border-2 px-4 text-lg"
            onClick={() => onDismiss(result.key)}
          >
            {ATELIER_MESSAGES.dismiss}
          </button>
        </li>
      ))}
    </ul>
  );
};
