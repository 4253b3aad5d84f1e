import { ArrowRightIcon, BadgeCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { OrderTrackingPreview } from './order-tracking-preview';

/** Spec 000 §2 landing hero; its claims are those of spec §1. */
export const HeroSection = () => (
  <section className="relative overflow-hidden bg-gradient-to-b from-secondary/70 to-background">
    <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_0.9fr]">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/80 px-3 py-1 text-sm font-medium text-primary">
          <BadgeCheckIcon aria-hidden className="size-4" />
          Fabriqué en France, matériaux certifiés
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Des embouts sur mesure, imprimés en 3D pour vos patients
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
          Commandez en ligne les embouts auriculaires de vos patients : ils sont produits et livrés en{' '}
          <span className="whitespace-nowrap">24-48h</span>, et vous suivez chaque commande en temps réel, de
          l'empreinte à l'expédition.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.register}>
              Commencer maintenant
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.contact}>Nous contacter</Link>
          </Button>
        </div>
      </div>
      <OrderTrackingPreview />
    </div>
  </section>
);
