import { ClockIcon, EarIcon, ListChecksIcon, ShieldCheckIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

// Spec 000 §2 "Production optimisée": four cards whose claims are spec §1's.
const FEATURES = [
  {
    title: 'Qualité garantie',
    text: 'Des embouts fabriqués en France à partir de matériaux certifiés, contrôlés un à un avant leur expédition.',
    Icon: ShieldCheckIcon,
  },
  {
    title: 'Délais optimisés',
    text: (
      <>
        Production et livraison en <span className="whitespace-nowrap">24-48h</span> : vos patients retrouvent
        leur confort d'écoute sans attendre.
      </>
    ),
    Icon: ClockIcon,
  },
  {
    title: 'Sur-mesure',
    text: "Chaque embout est imprimé en 3D d'après l'empreinte de votre patient, pour un ajustement précis et confortable.",
    Icon: EarIcon,
  },
  {
    title: 'Suivi détaillé',
    text: "Suivez vos commandes en temps réel, de l'enregistrement à l'expédition, avec l'historique complet de chacune.",
    Icon: ListChecksIcon,
  },
] as const;

export const FeaturesSection = () => (
  <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
    <h2 id="features-title" className="text-center text-3xl font-semibold tracking-tight">
      Production optimisée
    </h2>
    <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
      Tout ce qu'il faut pour équiper vos patients plus vite, sans rien céder sur la qualité.
    </p>
    <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ title, text, Icon }) => (
        <Card key={title} className="p-6 transition-shadow hover:shadow-md">
          <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon aria-hidden className="size-5" />
          </span>
          <h3 className="mt-5 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
        </Card>
      ))}
    </div>
  </section>
);
