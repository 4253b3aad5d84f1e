import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import { CircleAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useSetEstablishmentMfa } from '../api/set-establishment-mfa';

/**
 * The manager requires a second factor of every member of its establishment (itself
 * included, which is why it must have one first: the server says so), or no longer.
 */
export const EstablishmentMfaCard = ({ establishment }: { establishment: EstablishmentView }) => {
  const set = useSetEstablishmentMfa();
  const required = establishment.mfa_required;
  const toggle = () =>
    set.mutate(!required, {
      onSuccess: (updated) =>
        toast.success(
          updated.mfa_required
            ? 'La double authentification est exigée de tous les membres'
            : 'La double authentification n’est plus exigée',
        ),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-start gap-2">
          <ShieldCheckIcon aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            Double authentification de l’équipe
            {required ? <Badge>Exigée</Badge> : <Badge variant="outline">Facultative</Badge>}
          </span>
        </CardTitle>
        <CardDescription>
          Exigée, chaque membre de l’établissement saisit après son mot de passe le code de son application
          d’authentification ; ceux qui ne l’ont pas encore activée la configurent avant de continuer.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {set.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden className="mt-0.5" />
            <p>
              {set.error.message}{' '}
              <Link to={paths.profile} className="font-medium underline underline-offset-4">
                Mon profil
              </Link>
            </p>
          </Alert>
        ) : null}
        <Button
          type="button"
          variant={required ? 'outline' : 'default'}
          className="w-fit"
          disabled={set.isPending}
          onClick={toggle}
        >
          {set.isPending ? <Spinner label="Enregistrement…" /> : null}
          {required ? 'Ne plus exiger la double authentification' : 'Exiger la double authentification'}
        </Button>
      </CardContent>
    </Card>
  );
};
