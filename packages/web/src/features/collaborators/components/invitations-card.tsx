import type { InvitationView } from '@conque/domain/collaborators/api-types';
import { INVITATION_STATUS_LABELS } from '@conque/domain/collaborators/invitation-roles';
import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSendInvitationEmail } from '../api/send-invitation-email';
import { CopyCodeButton } from './copy-code-button';

const STATUS_VARIANT = {
  pending: 'default',
  accepted: 'secondary',
  rejected: 'destructive',
  expired: 'outline',
} as const;

/** Spec 001 §2 "invitations with a copy-code action"; a pending one can be mailed again. */
export const InvitationsCard = ({ invitations }: { invitations: InvitationView[] }) => {
  const resend = useSendInvitationEmail();
  const mailAgain = async (invitation: InvitationView) => {
    try {
      await resend.mutateAsync({ email: invitation.email, invitationCode: invitation.invitation_code });
      toast.success(COLLABORATOR_MESSAGES.invitationSent);
    } catch (error) {
      toast.error('Erreur', {
        description: error instanceof ApiError ? error.message : COLLABORATOR_MESSAGES.emailNotSent,
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>Le code permet de créer son compte depuis la page d'inscription.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune invitation envoyée</p>
        ) : (
          <ul className="divide-y" aria-label="Invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {invitation.first_name} {invitation.last_name}
                    <Badge variant={STATUS_VARIANT[invitation.status]}>
                      {INVITATION_STATUS_LABELS[invitation.status]}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    {invitation.email} · {ROLE_LABELS[invitation.role]} · envoyée le{' '}
                    {formatParisDate(invitation.created_at)}
                  </p>
                  {invitation.status === 'pending' ? (
                    <p className="text-sm">
                      Code : <code className="font-mono">{invitation.invitation_code}</code>
                    </p>
                  ) : null}
                </div>
                {invitation.status === 'pending' ? (
                  <div className="flex flex-wrap gap-2">
                    <CopyCodeButton code={invitation.invitation_code} email={invitation.email} />
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={resend.isPending}
                      onClick={() => mailAgain(invitation)}
                      aria-label={`Renvoyer l'e-mail à ${invitation.email}`}
                    >
                      Renvoyer l'e-mail
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
