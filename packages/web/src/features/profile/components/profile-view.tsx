import { EMAIL_KINDS } from '@conque/domain/email-preferences/email-kinds';
import { can } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import type { ReactNode } from 'react';
import { useProfile } from '@/api/profile';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { EmailPreferencesCard } from './email-preferences-card';
import { PrescriberNumberCard } from './prescriber-number-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { SignInHistoryCard } from './sign-in-history-card';

/** Spec 000 §2: 'Utilisateur non connecté' without a user, 'Profil non disponible' without a profile. */
export const ProfileView = ({ mfaCard }: { mfaCard?: ReactNode }) => {
  const { session } = useSession();
  const profile = useProfile();
  if (!session) return <Alert variant="destructive">{MESSAGES.userNotSignedIn}</Alert>;
  if (profile.isPending) return <Spinner />;
  if (!profile.data) return <Alert variant="destructive">{MESSAGES.profileUnavailable}</Alert>;
  const { id, role, establishment_id: establishmentId } = profile.data;
  // The status and comment mails go to an order's creator: only those who create orders get any.
  const receivesOrderMails = can({ id, role, establishmentId }, 'orders.create_draft');
  // The weekly summary is for managers and préparateurs.
  const mayHaveSummary = can({ id, role, establishmentId }, 'email_preferences.weekly_summary', {
    userId: id,
  });
  const kinds = EMAIL_KINDS.filter((kind) =>
    kind === 'weekly_summary' ? mayHaveSummary : receivesOrderMails,
  );
  return (
    <div className="grid gap-6">
      <ProfileCard profile={profile.data} />
      {/* Those who order are the prescribers (decision 144). */}
      {receivesOrderMails ? <PrescriberNumberCard profile={profile.data} /> : null}
      {mfaCard}
      {kinds.length > 0 ? <EmailPreferencesCard kinds={kinds} /> : null}
      <SessionsCard />
      <SignInHistoryCard />
    </div>
  );
};
