import { SearchXIcon } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { useOrderNumber } from '@/api/order-sheets';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rememberAfterSignIn } from '@/lib/after-sign-in';
import { ApiError } from '@/lib/api-error';
import { needsSecondFactorCode } from '@/lib/assurance-level';
import { useSession } from '@/lib/session';

/**
 * Decision 139: `/o/<order number>`, the short link an order sheet's QR code holds. Signed out, the
 * sign-in (and the second factor) come back here; signed in, the order's page replaces it for
 * whoever may see the order; anyone else reads « Commande introuvable », as for any hidden order.
 */
export const OrderShortLinkPage = ({ orderNumber }: { orderNumber: string }) => {
  const { session, isLoading } = useSession();
  const location = useLocation();
  const signedIn = session !== null && !needsSecondFactorCode(session);
  const order = useOrderNumber(orderNumber, signedIn);

  if (isLoading) return <Spinner />;
  if (!signedIn) {
    rememberAfterSignIn(location.pathname);
    return <Navigate to={session ? paths.twoFactor : paths.login} replace />;
  }
  if (order.data) return <Navigate to={paths.order(order.data.id)} replace />;
  if (!order.isError) return <Spinner />;
  const notFound = order.error instanceof ApiError && [400, 404].includes(order.error.status);
  return (
    <Card className="mx-auto my-12 max-w-lg">
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
        <h1 className="text-xl font-semibold">
          {notFound ? 'Commande introuvable' : 'Impossible de charger la commande'}
        </h1>
        <p className="text-muted-foreground">
          {notFound
            ? `La commande ${orderNumber} n'existe pas, ou vous n'y avez pas accès.`
            : order.error.message}
        </p>
        <Button asChild>
          <Link to={paths.dashboard}>Retour au tableau de bord</Link>
        </Button>
      </CardContent>
    </Card>
  );
};
