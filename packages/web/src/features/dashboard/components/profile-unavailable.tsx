import { MESSAGES } from '@conque/domain/shared/messages';
import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type ProfileUnavailableProps = { detail?: string; onRetry: () => void; retrying: boolean };

/** Spec 000 §2: the shell reports a profile load failure, with a way to try again. */
export const ProfileUnavailable = ({ detail, onRetry, retrying }: ProfileUnavailableProps) => (
  <Alert variant="destructive" className="max-w-xl flex-wrap">
    <CircleAlertIcon aria-hidden className="mt-0.5" />
    <div className="grid flex-1 gap-1">
      <p className="font-semibold">{MESSAGES.profileUnavailable}</p>
      {detail && detail !== MESSAGES.profileUnavailable ? <p>{detail}</p> : null}
    </div>
    <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="text-foreground">
      <RefreshCwIcon aria-hidden className={retrying ? 'animate-spin' : undefined} />
      Réessayer
    </Button>
  </Alert>
);
