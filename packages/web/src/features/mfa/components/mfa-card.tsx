import type { MfaStatusView } from '@conque/domain/accounts/api-types';
import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useMfaStatus } from '../api/mfa-status';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useRemoveFactors } from '../api/remove-factor';
import { MFA_MESSAGES } from '../mfa-messages';
import { MfaEnrolment } from './mfa-enrolment';
import { RecoveryCodes } from './recovery-codes';

const requirementText = (status: MfaStatusView) =>
  status.required === 'role'
    ? MFA_MESSAGES.requiredByRole
    : status.required === 'establishment'
      ? MFA_MESSAGES.requiredByEstablishment
      : null;

type Confirming = 'regenerate' | 'remove' | null;

const Enabled = ({ status, onCodes }: { status: MfaStatusView; onCodes: (codes: string[]) => void }) => {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const regenerate = useRegenerateRecoveryCodes();
  const remove = useRemoveFactors();
  const pending = regenerate.isPending || remove.isPending;
  const confirm = () => {
    if (confirming === 'regenerate')
      regenerate.mutate(undefined, {
        onSuccess: ({ codes }) => {
          setConfirming(null);
          onCodes(codes);
        },
      });
    else
      remove.mutate(undefined, {
        onSuccess: () => {
          setConfirming(null);
          toast.success(MFA_MESSAGES.disabled);
        },
      });
  };
  return (
    <>
      <p className="text-sm">
        Codes de secours restants : <strong>{status.recovery_codes_remaining}</strong> sur 10.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setConfirming('regenerate')}>
          Générer de nouveaux codes de secours
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming('remove')}>
          Désactiver
        </Button>
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && !pending && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {confirming === 'regenerate'
                ? 'Générer de nouveaux codes de secours'
                : 'Désactiver la double authentification'}
            </DialogTitle>
            <DialogDescription>
              {confirming === 'regenerate'
                ? 'Vos codes de secours actuels ne fonctionneront plus. Les nouveaux ne seront affichés qu’une fois.'
                : status.required
                  ? 'La double authentification est obligatoire pour votre compte : vous devrez la configurer de nouveau avant de continuer.'
                  : 'Votre compte ne sera plus protégé que par votre mot de passe, et vos codes de secours ne fonctionneront plus.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Annuler
              </Button>
            </DialogClose>
            <Button
              variant={confirming === 'remove' ? 'destructive' : 'default'}
              onClick={confirm}
              disabled={pending}
            >
              {pending ? <Spinner label="En cours…" /> : null}
              {confirming === 'regenerate' ? 'Générer' : 'Désactiver'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
};

/**
 * The profile page: the person's second factor, on or off, required or not, its
 * recovery codes left and new ones, its removal.
 */
export const MfaCard = () => {
  const status = useMfaStatus();
  // Held here: the new level refetches the status, which must not take the codes off the screen.
  const [codes, setCodes] = useState<string[] | null>(null);
  const required = status.data ? requirementText(status.data) : null;
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-start gap-2">
          <ShieldCheckIcon aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {MFA_MESSAGES.title}
            {status.data ? (
              status.data.verified ? (
                <Badge>Activée</Badge>
              ) : (
                <Badge variant="outline">Désactivée</Badge>
              )
            ) : null}
          </span>
        </CardTitle>
        <CardDescription>
          Après votre mot de passe, un code à 6 chiffres de votre application d’authentification protège votre
          compte et les données de santé qu’il donne à voir.{required ? ` ${required}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              toast.success(MFA_MESSAGES.enabled);
            }}
          />
        ) : status.isPending ? (
          <Spinner />
        ) : status.isError ? (
          <Alert variant="destructive">{MFA_MESSAGES.statusFailed}</Alert>
        ) : status.data.verified ? (
          <Enabled status={status.data} onCodes={setCodes} />
        ) : (
          <MfaEnrolment onConfirmed={setCodes} />
        )}
      </CardContent>
    </Card>
  );
};
