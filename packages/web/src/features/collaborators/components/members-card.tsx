import type { CollaboratorView } from '@conque/domain/collaborators/api-types';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const fullName = (member: CollaboratorView) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') || member.email;

/** Spec 001 §2 "Active members (owner shown with a 'Propriétaire' badge)". */
export const MembersCard = ({ members }: { members: CollaboratorView[] }) => (
  <Card>
    <CardHeader>
      <CardTitle>Membres actifs</CardTitle>
      <CardDescription>
        {members.length} {members.length > 1 ? 'membres' : 'membre'}
      </CardDescription>
    </CardHeader>
    <CardContent>
      <ul className="divide-y" aria-label="Membres actifs">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {fullName(member)}
                {member.is_owner ? <Badge>Propriétaire</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{member.email}</p>
            </div>
            <div className="flex flex-col items-start gap-1 text-sm sm:items-end">
              <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
              <span className="text-muted-foreground">Depuis le {formatParisDate(member.created_at)}</span>
            </div>
          </li>
        ))}
      </ul>
    </CardContent>
  </Card>
);
