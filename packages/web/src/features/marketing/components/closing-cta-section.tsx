import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec 000 §2: the landing's closing call to action. */
export const ClosingCtaSection = () => (
  <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
    <div className="rounded-2xl border bg-secondary/60 px-6 py-12 text-center sm:px-12">
      <h2 id="closing-title" className="text-3xl font-semibold tracking-tight text-balance">
        Prêt à optimiser votre production d'embouts ?
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">
        Créez votre compte en quelques minutes et passez votre première commande dès aujourd'hui.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.register}>
            Commencer maintenant
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.contact}>En savoir plus</Link>
        </Button>
      </div>
    </div>
  </section>
);
