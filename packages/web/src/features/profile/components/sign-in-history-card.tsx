import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { SIGN_IN_HISTORY_LOAD_FAILED, useSignInHistory } from '../api/sign-in-history';

/**
 * The last 30 sign-ins and failed attempts on the person's account, a list that
 * reads the same at 375 px as on a desk (no wide table). A failure the person does not recognise
 * is the sign to change the password.
 */
export const SignInHistoryCard = () => {
  const history = useSignInHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Historique des connexions</CardTitle>
        <CardDescription>
          Vos 30 dernières connexions et tentatives échouées. Si l’une d’elles ne vient pas de vous, changez
          votre mot de passe.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label="Chargement de l’historique…" />
        ) : history.isError ? (
          <Alert variant="destructive">{SIGN_IN_HISTORY_LOAD_FAILED}</Alert>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune connexion enregistrée.</p>
        ) : (
          <ul aria-label="Historique des connexions" className="grid gap-2">
            {history.data.map((line) => (
              <li key={line.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                {line.succeeded ? (
                  <CircleCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                ) : (
                  <CircleXIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
                )}
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium">{line.succeeded ? 'Connexion réussie' : 'Échec de connexion'}</p>
                  <p>
                    <time dateTime={line.at}>{formatParisDateTime(line.at)}</time>
                  </p>
                  <p className="break-words text-muted-foreground">
                    {line.device} · {line.ip} · Double authentification : {line.second_factor ? 'oui' : 'non'}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
