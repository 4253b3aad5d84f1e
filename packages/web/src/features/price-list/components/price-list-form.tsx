import { PRICE_ITEM_GROUPS, PRICE_ITEMS } from '@conque/domain/pricing/price-items';
import { MAX_PRICE_CENTS } from '@conque/domain/pricing/price-list-versions';
import { formatParisDate, parisTime } from '@conque/domain/shared/paris-time';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { VersionForm } from '@/components/versioned-settings/version-form';
import { toast } from '@/lib/toast';
import { useCreatePriceListVersion } from '../api/price-list-versions';
import { centsOf, eurosText } from './euros-input';

const INVALID = 'Montant invalide (par exemple 38,50)';

/**
 * A new version of the list, prefilled with the one in force, grouped as the
 * catalogue is, taking effect at a Paris day (today or later: the server refuses a past one).
 */
export const PriceListForm = ({ current }: { current: Record<string, number> }) => {
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(PRICE_ITEMS.map((item) => [item.key, eurosText(current[item.key] ?? 0)])),
  );
  const [submitted, setSubmitted] = useState(false);
  const create = useCreatePriceListVersion();

  const errorOf = (key: string) => {
    const cents = centsOf(texts[key] ?? '');
    return cents === null || cents > MAX_PRICE_CENTS ? INVALID : undefined;
  };
  const submit = (effectiveFrom: string) => {
    setSubmitted(true);
    if (PRICE_ITEMS.some((item) => errorOf(item.key))) return;
    const prices = Object.fromEntries(
      PRICE_ITEMS.map((item) => [item.key, centsOf(texts[item.key] ?? '') ?? 0]),
    );
    create.mutate(
      { effective_from: effectiveFrom, prices },
      {
        onSuccess: () => {
          const [year, month, day] = effectiveFrom.split('-').map(Number) as [number, number, number];
          toast.success(
            `Nouveaux tarifs enregistrés, en vigueur le ${formatParisDate(parisTime(year, month, day))}`,
          );
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <VersionForm
      label="Nouveaux tarifs"
      hint="Les commandes déjà validées gardent leurs prix."
      submitLabel="Enregistrer les tarifs"
      pending={create.isPending}
      error={create.error}
      onSubmit={submit}
    >
      {PRICE_ITEM_GROUPS.map((group) => {
        const items = PRICE_ITEMS.filter((item) => item.group === group);
        return (
          <fieldset key={group} className="grid gap-3">
            <legend className="mb-2 font-semibold">
              {group} <span className="text-sm font-normal text-muted-foreground">· TVA {items[0]?.vat}</span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {items.map((item) => (
                <FormField
                  key={item.key}
                  label={`${item.label} (€ HT)`}
                  error={submitted ? errorOf(item.key) : undefined}
                >
                  {(field) => (
                    <Input
                      {...field}
                      inputMode="decimal"
                      value={texts[item.key] ?? ''}
                      onChange={(event) =>
                        setTexts((before) => ({ ...before, [item.key]: event.target.value }))
                      }
                    />
                  )}
                </FormField>
              ))}
            </div>
          </fieldset>
        );
      })}
    </VersionForm>
  );
};
