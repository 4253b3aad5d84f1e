import { CheckIcon, TruckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const STEPS = [
  { label: 'Commande enregistrée', time: 'Lundi 9 h 12', done: true },
  { label: 'Impression 3D', time: 'Lundi 14 h 30', done: true },
  { label: 'Contrôle qualité', time: 'Mardi 8 h 45', done: true },
  { label: 'Expédiée', time: 'Mardi 11 h 02', done: false },
] as const;

/**
 * The hero's illustration: a made-up order followed step by step (spec §1's real-time tracking),
 * drawn in HTML rather than an image. Decorative, so hidden from assistive technologies.
 */
export const OrderTrackingPreview = () => (
  <div aria-hidden className="relative mx-auto w-full max-w-md select-none">
    <div className="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl" />
    <div className="rounded-2xl border bg-card p-6 shadow-xl shadow-primary/10">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs uppercase tracking-wide text-muted-foreground">Commande</p>
          <p className="whitespace-nowrap font-semibold">2026-00042</p>
        </div>
        <span className="whitespace-nowrap rounded-full bg-secondary px-2.5 py-1 text-xs font-medium text-secondary-foreground">
          Sur mesure · 2 oreilles
        </span>
      </div>
      <ol className="mt-6 grid gap-4">
        {STEPS.map((step, index) => (
          <li key={step.label} className="flex items-center gap-3">
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                step.done
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-primary/40 text-primary',
              )}
            >
              {step.done ? <CheckIcon className="size-4" /> : <TruckIcon className="size-3.5" />}
            </span>
            <span className="flex-1 text-sm font-medium">{step.label}</span>
            <span className="text-xs text-muted-foreground">
              {index === STEPS.length - 1 ? 'En cours' : step.time}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-6 rounded-lg bg-muted px-4 py-3 text-sm">
        <span className="text-muted-foreground">Livraison prévue : </span>
        <span className="font-medium">mercredi</span>
      </div>
    </div>
  </div>
);
