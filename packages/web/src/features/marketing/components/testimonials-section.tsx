import { QuoteIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { InitialsAvatar } from './initials-avatar';

// Spec 000 §2 and §3 (Testimonial: name, role, content, image). Sample content of our own.
const TESTIMONIALS = [
  {
    name: 'Claire Dumont',
    role: 'Audioprothésiste D.E., Lyon',
    content:
      "Depuis que nous commandons nos embouts sur Conque, nos patients sont appareillés en deux jours au lieu d'une semaine. Et le suivi en ligne nous évite bien des appels pour savoir où en est une commande.",
    hue: 186,
  },
  {
    name: 'Julien Moreau',
    role: "Gérant d'un centre auditif, Nantes",
    content:
      "L'ajustement des embouts imprimés en 3D est remarquable : nos patients les trouvent plus confortables et les retouches sont devenues rares. Toute l'équipe passe ses commandes sur la même plateforme.",
    hue: 250,
  },
] as const;

/** Spec 000 §2 "Ils nous font confiance". */
export const TestimonialsSection = () => (
  <section aria-labelledby="testimonials-title" className="bg-muted/40">
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <h2 id="testimonials-title" className="text-center text-3xl font-semibold tracking-tight">
        Ils nous font confiance
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Des audioprothésistes qui ont simplifié leur production d'embouts.
      </p>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((testimonial) => (
          <Card key={testimonial.name}>
            <figure className="flex h-full flex-col gap-6 p-6 sm:p-8">
              <QuoteIcon aria-hidden className="size-8 text-primary/30" />
              <blockquote className="flex-1 text-base leading-relaxed text-foreground/90">
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption className="flex items-center gap-4">
                <InitialsAvatar name={testimonial.name} hue={testimonial.hue} className="size-12 shrink-0" />
                <div>
                  <p className="font-semibold">{testimonial.name}</p>
                  <p className="text-sm text-muted-foreground">{testimonial.role}</p>
                </div>
              </figcaption>
            </figure>
          </Card>
        ))}
      </div>
    </div>
  </section>
);
