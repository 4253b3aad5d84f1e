import { FIGURES_IN_VIEW_THRESHOLD } from '../count-up';
import { useCountUp } from '../hooks/use-count-up';
import { useInViewOnce } from '../hooks/use-in-view-once';

// Spec 000 §9: the four landing figures.
const FIGURES = [
  { value: 64, suffix: '', label: 'Audioprothésistes partenaires' },
  { value: 723, suffix: '', label: 'Embouts produits' },
  // A non-breaking space, as French typography wants before a unit or %.
  { value: 36, suffix: '\u00a0h', label: 'Délai moyen de production' },
  { value: 99, suffix: '\u00a0%', label: 'Taux de satisfaction' },
] as const;

const Counter = ({ value, suffix, started }: { value: number; suffix: string; started: boolean }) => {
  const current = useCountUp(value, started);
  return (
    // The static landing page counts up from these attributes (app/prerendered/landing-script.ts).
    <span className="tabular-nums" data-count-up={value} data-suffix={suffix}>
      {current}
      {suffix}
    </span>
  );
};

/** Spec 000 §2 "Nos chiffres": the counters start together, once, when the list comes into view. */
export const FiguresSection = () => {
  const [ref, inView] = useInViewOnce<HTMLDListElement>(FIGURES_IN_VIEW_THRESHOLD);
  return (
    <section aria-labelledby="figures-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="figures-title" className="text-center text-3xl font-semibold tracking-tight">
          Nos chiffres
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-primary-foreground/80">
          Des professionnels de l'audition qui comptent sur nous, chaque jour.
        </p>
        <dl ref={ref} className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {FIGURES.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse items-center justify-end gap-2 text-center"
            >
              <dt className="text-sm text-primary-foreground/80 sm:text-base">{figure.label}</dt>
              <dd className="text-4xl font-bold tracking-tight sm:text-5xl">
                <Counter value={figure.value} suffix={figure.suffix} started={inView} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
};
