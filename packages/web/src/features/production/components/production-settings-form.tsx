import { formatPromiseDay } from '@conque/domain/planning/promised-date';
import {
  type ChecklistItem,
  keyFromLabel,
  type ProductionSettings,
  type ProductionStep,
} from '@conque/domain/production/production-settings';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { VersionForm } from '@/components/versioned-settings/version-form';
import { toast } from '@/lib/toast';
import { useCreateProductionVersion } from '../api/production-settings';

/** A row being typed: a new one has no key yet (it takes one from its label when saved). */
type Row<T> = Omit<T, 'key'> & { key: string | null; id: number };

let nextId = 0;
const rowsOf = <T extends { key: string }>(items: T[]): Row<T>[] =>
  items.map((item) => ({ ...item, id: nextId++ }));

/** Keys for the new rows, from their labels, unique among the kept ones. */
const keyed = <T extends { key: string; label: string }>(rows: Row<T>[]): T[] => {
  const taken = rows.flatMap((row) => (row.key === null ? [] : [row.key]));
  return rows.map(({ id: _id, ...row }) => {
    if (row.key !== null) return row as unknown as T;
    const key = keyFromLabel(row.label, taken);
    taken.push(key);
    return { ...row, key } as unknown as T;
  });
};

/**
 * A new version of the lab's steps and quality-control checklist (decision 141), prefilled with
 * the one in force. The last step is the quality control. The server checks everything again.
 */
export const ProductionSettingsForm = ({ current }: { current: ProductionSettings }) => {
  const [steps, setSteps] = useState(() => rowsOf(current.steps));
  const [checklist, setChecklist] = useState(() => rowsOf(current.checklist));
  const create = useCreateProductionVersion();
  const setStep = (id: number, patch: Partial<ProductionStep>) =>
    setSteps((rows) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const setItem = (id: number, patch: Partial<ChecklistItem>) =>
    setChecklist((rows) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const submit = (effectiveFrom: string) =>
    create.mutate(
      {
        effective_from: effectiveFrom,
        settings: { steps: keyed<ProductionStep>(steps), checklist: keyed<ChecklistItem>(checklist) },
      },
      {
        onSuccess: () =>
          toast.success(
            `Étapes de fabrication enregistrées, en vigueur le ${formatPromiseDay(effectiveFrom)}`,
          ),
      },
    );

  return (
    <VersionForm
      label="Nouvelles étapes de fabrication"
      hint="Une commande à une étape retirée reprend à la première étape."
      submitLabel="Enregistrer les étapes"
      pending={create.isPending}
      error={create.error}
      onSubmit={submit}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">
          Étapes, dans l'ordre (la dernière est le contrôle qualité)
        </legend>
        {steps.map((step, index) => (
          <div
            key={step.id}
            className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <FormField label={`Étape ${index + 1} : libellé`}>
              {(field) => (
                <Input
                  {...field}
                  value={step.label}
                  onChange={(event) => setStep(step.id, { label: event.target.value })}
                />
              )}
            </FormField>
            <FormField label={`Étape ${index + 1} : libellé pour l'établissement`}>
              {(field) => (
                <Input
                  {...field}
                  value={step.clinic_label}
                  onChange={(event) => setStep(step.id, { clinic_label: event.target.value })}
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="outline"
              aria-label={`Retirer l'étape ${index + 1}`}
              onClick={() => setSteps((rows) => rows.filter((row) => row.id !== step.id))}
            >
              <Trash2Icon aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() =>
            setSteps((rows) => [...rows, { key: null, label: '', clinic_label: '', id: nextId++ }])
          }
        >
          <PlusIcon aria-hidden className="size-4" /> Ajouter une étape
        </Button>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Points du contrôle qualité</legend>
        {checklist.map((item, index) => (
          <div key={item.id} className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
            <FormField label={`Point ${index + 1}`}>
              {(field) => (
                <Input
                  {...field}
                  value={item.label}
                  onChange={(event) => setItem(item.id, { label: event.target.value })}
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="outline"
              aria-label={`Retirer le point ${index + 1}`}
              onClick={() => setChecklist((rows) => rows.filter((row) => row.id !== item.id))}
            >
              <Trash2Icon aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => setChecklist((rows) => [...rows, { key: null, label: '', id: nextId++ }])}
        >
          <PlusIcon aria-hidden className="size-4" /> Ajouter un point
        </Button>
      </fieldset>
    </VersionForm>
  );
};
