import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { Badge } from '@/components/ui/badge';
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
import { cn } from '@/lib/cn';
import type { UsersPage } from '../api/get-users';

const COLUMNS = 5;

type UsersTableProps = {
  data: UsersPage | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  onRetry: () => void;
};

/** Spec 001 §2 users page: e-mail, names, role badge, establishment, creation date. */
export const UsersTable = ({ data, isPending, isError, isPlaceholderData, onRetry }: UsersTableProps) => {
  const rows = () => {
    if (isPending) return <TableSkeletonRows columns={COLUMNS} />;
    if (isError && !data)
      return (
        <TableMessageRow
          columns={COLUMNS}
          message={COLLABORATOR_MESSAGES.usersLoadFailed}
          onRetry={onRetry}
        />
      );
    if (!data?.items.length) return <TableMessageRow columns={COLUMNS} message="Aucun utilisateur trouvé" />;
    return data.items.map((user) => (
      <TableRow key={user.id}>
        <TableCell className="font-medium">
          {[user.first_name, user.last_name].filter(Boolean).join(' ') || '—'}
        </TableCell>
        <TableCell className="[overflow-wrap:anywhere]">{user.email}</TableCell>
        <TableCell>
          <Badge variant={user.role === 'preparator' ? 'default' : 'secondary'}>
            {ROLE_LABELS[user.role]}
          </Badge>
        </TableCell>
        <TableCell>{user.establishment_name ?? '—'}</TableCell>
        <TableCell className="sm:whitespace-nowrap">
          <time dateTime={user.created_at}>{formatParisDate(user.created_at)}</time>
        </TableCell>
      </TableRow>
    ));
  };
  return (
    <Table aria-busy={isPending || isPlaceholderData} className={cn(isPlaceholderData && 'opacity-60')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Nom</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Rôle</TableHead>
          <TableHead>Établissement</TableHead>
          <TableHead>Inscrit le</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{rows()}</TableBody>
    </Table>
  );
};
