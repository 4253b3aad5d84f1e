import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { LaptopIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { SESSIONS_LOAD_FAILED, useEndSessions, useSessions } from '../api/sessions';

/** The « Nouvelle connexion » mail links to /dashboard/profile#appareils. */
export const SESSIONS_ANCHOR = 'appareils';

/**
 * Where the person is signed in, and a way out of a lost or shared device. A new
 * password (« Mot de passe oublié ») already ends every other device: the card says so.
 */
export const SessionsCard = () => {
  const sessions = useSessions();
  const end = useEndSessions();
  const endOne = (id: string) =>
    end.mutate(id, {
      onSuccess: () => toast.success('Appareil déconnecté'),
      onError: (error) => toast.error('Erreur', { description: error.message }),
    });
  const endOthers = () =>
    end.mutate('others', {
      onSuccess: () => toast.success('Vos autres appareils ont été déconnectés'),
      onError: (error) => toast.error('Erreur', { description: error.message }),
    });
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  // The browser's own jump to the anchor happens before the card is there: once it is, scroll.
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const loaded = sessions.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${SESSIONS_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);
  return (
    <Card id={SESSIONS_ANCHOR} ref={ref} className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="text-lg">Appareils connectés</CardTitle>
        <CardDescription>
          Les navigateurs où votre compte est ouvert. Un changement de mot de passe déconnecte tous les autres
          appareils.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? (
          <Spinner label="Chargement de vos appareils…" />
        ) : sessions.isError ? (
          <Alert variant="destructive">{SESSIONS_LOAD_FAILED}</Alert>
        ) : (
          <>
            <ul aria-label="Appareils connectés" className="grid gap-2">
              {sessions.data.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
                  <LaptopIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                  <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {session.device}
                      {session.current ? <Badge>Cet appareil</Badge> : null}
                    </p>
                    <p className="text-muted-foreground">
                      {session.ip ? `${session.ip} · ` : ''}Connecté le{' '}
                      {formatParisDateTime(session.created_at)} · Dernière activité le{' '}
                      {formatParisDateTime(session.last_used_at)}
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={end.isPending}
                      onClick={() => endOne(session.id)}
                      aria-label={`Se déconnecter de cet appareil : ${session.device}`}
                    >
                      Se déconnecter de cet appareil
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {others.length > 0 ? (
              <Button
                type="button"
                variant="outline"
                className="w-fit"
                disabled={end.isPending}
                onClick={endOthers}
              >
                Se déconnecter de tous les autres appareils
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
};
