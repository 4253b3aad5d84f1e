import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const NotFoundRoute = () => (
  <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
    <h1 className="text-3xl font-semibold">Page introuvable</h1>
    <p className="text-muted-foreground">La page demandée n'existe pas ou a été déplacée.</p>
    <Button asChild>
      <Link to={paths.home}>Retour à l'accueil</Link>
    </Button>
  </main>
);
