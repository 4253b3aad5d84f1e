import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { useProfile } from '@/api/profile';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useCollaborators } from '../api/get-collaborators';
import { useInvitations } from '../api/get-invitations';
import { InvitationsCard } from './invitations-card';
import { InviteDialog } from './invite-dialog';
import { MembersCard } from './members-card';

/** Spec 001 §2 collaborators page: a manager's establishment team, or the lab's preparators. */
export const CollaboratorsPage = () => {
  const { data: profile } = useProfile();
  const members = useCollaborators();
  const invitations = useInvitations();
  const failed = members.isError || invitations.isError;

  if (!profile) return <Spinner />;
  const title = profile.role === 'preparator' ? 'Collaborateurs' : 'Mes collaborateurs';
  const mayInvite = profile.role === 'preparator' || profile.role === 'manager';
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageTitle
        title={title}
        description={
          profile.role === 'preparator'
            ? "L'équipe de production et ses invitations."
            : "Les membres de l'établissement et leurs invitations."
        }
        actions={mayInvite && !failed ? <InviteDialog inviterRole={profile.role} /> : null}
      />
      {failed ? <Alert variant="destructive">{COLLABORATOR_MESSAGES.loadFailed}</Alert> : null}
      {members.isPending || invitations.isPending ? <Spinner /> : null}
      {members.data ? <MembersCard members={members.data.items} /> : null}
      {invitations.data ? <InvitationsCard invitations={invitations.data.items} /> : null}
    </div>
  );
};
