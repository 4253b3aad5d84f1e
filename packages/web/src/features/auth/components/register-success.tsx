import { MESSAGES } from '@conque/domain/shared/messages';
import { MailCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';

/** Spec 000 §4: account created, awaiting the e-mail confirmation. */
export const RegisterSuccess = ({ email }: { email: string }) => (
  <AuthCard title={MESSAGES.signupSuccess} icon={<MailCheckIcon aria-hidden />}>
    <div className="grid gap-3 text-center text-sm leading-relaxed" role="status">
      <p>
        Un email de confirmation vient d'être envoyé à <strong className="break-all">{email}</strong>.
      </p>
      <p>
        Cliquez sur le lien qu'il contient pour confirmer votre adresse, puis connectez-vous. Si vous ne le
        trouvez pas, pensez à vérifier vos courriers indésirables (spam).
      </p>
    </div>
    <Button asChild size="lg">
      <Link to={paths.login}>Retour à la connexion</Link>
    </Button>
  </AuthCard>
);
