import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import type { ListDefinition } from '@/components/list-page/list-definition';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { DraftListItem } from '../api/get-drafts';
import { formatDraftDate } from '../format-draft-date';
import { draftPatientName } from './draft-patient-name';

/** Spec 001 §2 'Mes brouillons': patient, creation date, 'Modifier' and 'Supprimer'. */
export const draftListDefinition = (
  onDelete: (draft: DraftListItem) => void,
): ListDefinition<DraftListItem> => ({
  columns: [
    { header: 'Patient', cell: draftPatientName, className: 'font-medium', card: 'title' },
    {
      header: 'Créé le',
      cell: (draft) => <time dateTime={draft.created_at}>{formatDraftDate(draft.created_at)}</time>,
      className: 'min-w-32 sm:whitespace-nowrap',
    },
  ],
  rowKey: (draft) => draft.id,
  actions: (draft) => {
    const name = draftPatientName(draft);
    return (
      <>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.editOrder(draft.id)} aria-label={`Modifier le brouillon de ${name}`}>
            <PencilIcon aria-hidden />
            Modifier
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
          Supprimer
        </Button>
      </>
    );
  },
});
