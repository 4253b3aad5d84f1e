import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableMessageRow,
  TableRow,
  TableSkeletonRows,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { DraftListItem, DraftsPage } from '../api/get-drafts';
import { DRAFTS_MESSAGES } from '../drafts-messages';
import { formatDraftDate } from '../format-draft-date';
import { draftPatientName } from './draft-patient-name';

type DraftsTableProps = {
  data: DraftsPage | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  onRetry: () => void;
  onDelete: (draft: DraftListItem) => void;
};

const COLUMNS = 3;

/** Spec 001 §2 'Mes brouillons': patient, creation date, 'Modifier' and 'Supprimer'. */
export const DraftsTable = ({
  data,
  isPending,
  isError,
  isPlaceholderData,
  onRetry,
  onDelete,
}: DraftsTableProps) => {
  const rows = () => {
    if (isPending) return <TableSkeletonRows columns={COLUMNS} />;
    if (isError && !data)
      return <TableMessageRow columns={COLUMNS} message={DRAFTS_MESSAGES.loadFailed} onRetry={onRetry} />;
    if (!data?.items.length) return <TableMessageRow columns={COLUMNS} message={DRAFTS_MESSAGES.empty} />;
    return data.items.map((draft) => {
      const name = draftPatientName(draft);
      return (
        <TableRow key={draft.id}>
          <TableCell className="font-medium">{name}</TableCell>
          <TableCell className="min-w-32 sm:whitespace-nowrap">
            <time dateTime={draft.created_at}>{formatDraftDate(draft.created_at)}</time>
          </TableCell>
          <TableCell>
            <div className="flex justify-end gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.editOrder(draft.id)} aria-label={`Modifier le brouillon de ${name}`}>
                  <PencilIcon aria-hidden />
                  {/* Icons alone on a phone: the link keeps its name through aria-label. */}
                  <span className="hidden sm:inline">Modifier</span>
                </Link>
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => onDelete(draft)}
                aria-label={`Supprimer le brouillon de ${name}`}
              >
                <Trash2Icon aria-hidden />
                <span className="hidden sm:inline">Supprimer</span>
              </Button>
            </div>
          </TableCell>
        </TableRow>
      );
    });
  };

  return (
    <Table aria-busy={isPending || isPlaceholderData} className={cn(isPlaceholderData && 'opacity-60')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Patient</TableHead>
          <TableHead>Créé le</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{rows()}</TableBody>
    </Table>
  );
};
