import type { ProductionView } from '@conque/domain/production/production-state';
import { useState } from 'react';

type Answer = { results: Record<string, boolean>; return_to_step?: string; reason?: string };

/**
 * The quality control's checklist (decision 141): every point conforming or not; a point that fails
 * sends the order back to an earlier step, with the reason.
 */
export const QualityControlForm = ({
  production,
  onSubmit,
  onCancel,
}: {
  production: ProductionView;
  onSubmit: (answer: Answer) => void;
  onCancel: () => void;
}) => {
  const [results, setResults] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(production.checklist.map((item) => [item.key, true])),
  );
  const earlier = production.steps.slice(0, -1);
  const [returnTo, setReturnTo] = useState(earlier.at(-1)?.key ?? '');
  const [reason, setReason] = useState('');
  const passed = Object.values(results).every(Boolean);
  return (
    <form
      aria-label="Contrôle qualité"
      className="grid gap-3 rounded-xl border-2 border-primary p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(passed ? { results } : { results, return_to_step: returnTo, reason: reason.trim() });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-xl font-semibold">Points de contrôle (cochés : conformes)</legend>
        {production.checklist.map((item) => (
          <label key={item.key} className="flex min-h-12 items-center gap-4 text-xl">
            <input
              type="checkbox"
              className="size-8 accent-primary"
              checked={results[item.key] ?? false}
              onChange={(event) =>
                setResults((current) => ({ ...current, [item.key]: event.target.checked }))
              }
            />
            {item.label}
          </label>
        ))}
      </fieldset>
      {passed ? null : (
        <>
          <label className="grid gap-1 text-lg">
            Retour à l’étape
            <select
              className="min-h-12 rounded-lg border-2 border-input bg-background px-3 text-xl"
              value={returnTo}
              onChange={(event) => setReturnTo(event.target.value)}
            >
              {earlier.map((step) => (
                <option key={step.key} value={step.key}>
                  {step.label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-lg">
            Raison de la reprise
            <input
              required
              maxLength={500}
              className="min-h-12 rounded-lg border-2 border-input bg-background px-3 text-xl"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="min-h-16 flex-1 rounded-xl bg-primary px-6 text-2xl font-semibold text-primary-foreground"
        >
          {passed ? 'Contrôle conforme : commande prête' : 'Renvoyer en reprise'}
        </button>
        <button type="button" className="min-h-16 rounded-xl border-2 px-6 text-xl" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
};
