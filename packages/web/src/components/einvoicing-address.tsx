import {
  DIRECTORY_MESSAGES,
  directoryPlatformLabel,
  type EstablishmentDirectoryJson,
} from '@conque/domain/einvoicing/directory-types';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { CircleAlertIcon } from 'lucide-react';

/**
 * Decision 145: one establishment's e-invoicing address as the directory gave it: the address and
 * the platform that receives, with the date it was read; or the flag when there is none.
 */
export const EinvoicingAddress = ({ entry }: { entry: EstablishmentDirectoryJson }) => (
  <div className="grid gap-1 text-sm">
    {entry.line ? (
      <>
        <span className="font-medium [overflow-wrap:anywhere]">{entry.line.addressing_identifier}</span>
        <span className="text-muted-foreground [overflow-wrap:anywhere]">
          {directoryPlatformLabel(entry.line)}
          {entry.line.routing_identifier ? ` · code de routage ${entry.line.routing_identifier}` : ''}
        </span>
      </>
    ) : (
      <span className="flex items-start gap-1.5 font-medium text-destructive">
        <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        {entry.status === 'none' ? DIRECTORY_MESSAGES.none : DIRECTORY_MESSAGES.unknown}
      </span>
    )}
    {entry.read_at ? (
      <span className="text-muted-foreground">Lue dans l’annuaire le {formatParisDate(entry.read_at)}</span>
    ) : null}
    {entry.last_error ? (
      <span className="text-muted-foreground [overflow-wrap:anywhere]">{entry.last_error}</span>
    ) : null}
  </div>
);
