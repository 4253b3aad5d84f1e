import { TIP_TYPES } from '@conque/domain/catalogue/tip-types';
import {
  type Closure,
  type PlanningSettings,
  PRODUCTION_DAYS_KEY,
} from '@conque/domain/planning/planning-settings';
import { formatPromiseDay } from '@conque/domain/planning/promised-date';
import { parisDay } from '@conque/domain/shared/paris-time';
import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { VersionForm } from '@/components/versioned-settings/version-form';
import { toast } from '@/lib/toast';
import { useCreatePlanningVersion } from '../api/planning-versions';

type DayKey = keyof typeof PRODUCTION_DAYS_KEY;

const days = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
// Left empty: no limit (decision 143); anything but digits is sent as NaN for the server to name.
const capacity = (text: string) =>
  text.trim() === '' ? null : /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/**
 * A new version of the planning, prefilled with the one in force, in force from a
 * Paris day (today or later). The server checks every field again and names a wrong one in French.
 */
export const PlanningForm = ({ current }: { current: PlanningSettings }) => {
  const today = parisDay(new Date());
  const [texts, setTexts] = useState<Record<string, string>>(() => ({
    production_days_classic: String(current.production_days_classic),
    production_days_remote: String(current.production_days_remote),
    production_days_protective: String(current.production_days_protective),
    express_days_saved: String(current.express_days_saved),
    daily_capacity: current.daily_capacity === null ? '' : String(current.daily_capacity),
  }));
  const [cutoff, setCutoff] = useState(current.cutoff);
  // Each row keeps a key of its own while dates and motives are typed.
  const [closures, setClosures] = useState<(Closure & { key: number })[]>(() =>
    current.closures.map((closure, key) => ({ ...closure, key })),
  );
  const create = useCreatePlanningVersion();
  const queryClient = useQueryClient();
  const setText = (key: string, value: string) => setTexts((before) => ({ ...before, [key]: value }));
  const setClosure = (index: number, patch: Partial<Closure>) =>
    setClosures((before) => before.map((closure, at) => (at === index ? { ...closure, ...patch } : closure)));

  const submit = (effectiveFrom: string) =>
    create.mutate(
      {
        effective_from: effectiveFrom,
        settings: {
          production_days_classic: days(texts.production_days_classic ?? ''),
          production_days_remote: days(texts.production_days_remote ?? ''),
          production_days_protective: days(texts.production_days_protective ?? ''),
          express_days_saved: days(texts.express_days_saved ?? ''),
          cutoff,
          closures: closures.map(({ key: _key, ...closure }) => closure),
          daily_capacity: capacity(texts.daily_capacity ?? ''),
        },
      },
      {
        onSuccess: () => {
          toast.success(`Planning enregistré, en vigueur le ${formatPromiseDay(effectiveFrom)}`);
          // The next days are read against the capacity in force.
          void queryClient.invalidateQueries({ queryKey: queryKeys.orders.planningDays });
        },
      },
    );

  return (
    <VersionForm
      label="Nouveau planning"
      hint="Les commandes déjà validées gardent leur date prévue."
      submitLabel="Enregistrer le planning"
      pending={create.isPending}
      error={create.error}
      onSubmit={submit}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Délai de fabrication (jours ouvrés)</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {TIP_TYPES.map((tip) => {
            const key = PRODUCTION_DAYS_KEY[tip.value as DayKey];
            return (
              <FormField key={key} label={tip.label}>
                {(field) => (
                  <Input
                    {...field}
                    inputMode="numeric"
                    value={texts[key] ?? ''}
                    onChange={(event) => setText(key, event.target.value)}
                  />
                )}
              </FormField>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Jours gagnés en express"
          hint="Retirés du délai de fabrication, jamais en dessous de zéro."
        >
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              value={texts.express_days_saved ?? ''}
              onChange={(event) => setText('express_days_saved', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Heure limite (heure de Paris)"
          hint="Une commande validée à partir de cette heure compte du jour ouvré suivant."
        >
          {(field) => (
            <Input
              {...field}
              type="time"
              value={cutoff}
              onChange={(event) => setCutoff(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Commandes terminées par jour ouvré"
        hint="Une nouvelle commande est promise au premier jour ouvré qui a encore de la place. Laissez vide pour ne pas limiter."
      >
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            className="sm:max-w-40"
            value={texts.daily_capacity ?? ''}
            onChange={(event) => setText('daily_capacity', event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Fermetures du laboratoire</legend>
        <p className="text-sm text-muted-foreground">
          Les jours fériés sont fermés d'office ; ajoutez ici vos congés (par exemple une semaine en août).
        </p>
        {closures.map((closure, index) => (
          <div
            key={closure.key}
            className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
          >
            <FormField label="Premier jour">
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  value={closure.first_day}
                  onChange={(event) => setClosure(index, { first_day: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Dernier jour">
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  value={closure.last_day}
                  onChange={(event) => setClosure(index, { last_day: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Motif">
              {(field) => (
                <Input
                  {...field}
                  maxLength={80}
                  value={closure.closure_name}
                  onChange={(event) => setClosure(index, { closure_name: event.target.value })}
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`Retirer la fermeture ${closure.closure_name || index + 1}`}
              onClick={() => setClosures((before) => before.filter((_, at) => at !== index))}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() =>
            setClosures((before) => [
              ...before,
              {
                first_day: today,
                last_day: today,
                closure_name: '',
                key: Math.max(-1, ...before.map((row) => row.key)) + 1,
              },
            ])
          }
        >
          <PlusIcon aria-hidden />
          Ajouter une fermeture
        </Button>
      </fieldset>
    </VersionForm>
  );
};
