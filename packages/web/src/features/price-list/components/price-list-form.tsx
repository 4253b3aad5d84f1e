import { PRICE_ITEM_GROUPS, PRICE_ITEMS } from '@conque/domain/pricing/price-items';
import { MAX_PRICE_CENTS } from '@conque/domain/pricing/price-list-versions';
import { formatParis, formatParisDate, parisTime } from '@conque/domain/shared/paris-time';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useCreatePriceListVersion } from '../api/price-list-versions';
import { centsOf, eurosText } from './euros-input';

const INVALID = 'Montant invalide (par exemple 38,50)';

/**
 * Issue 12 item 4: a new version of the list, prefilled with the one in force, grouped as the
 * catalogue is, taking effect at a Paris day (today or later: the server refuses a past one).
 */
export const PriceListForm = ({ current }: { current: Record<string, number> }) => {
  const today = formatParis(new Date(), 'yyyy-MM-dd');
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(PRICE_ITEMS.map((item) => [item.key, eurosText(current[item.key] ?? 0)])),
  );
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [submitted, setSubmitted] = useState(false);
  const create = useCreatePriceListVersion();

  const errorOf = (key: string) => {
    const cents = centsOf(texts[key] ?? '');
    return cents === null || cents > MAX_PRICE_CENTS ? INVALID : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label="Nouveaux tarifs">
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
      <div className="grid gap-3 sm:max-w-xs">
        <FormField label="Date d'effet" hint="Les commandes déjà validées gardent leurs prix.">
          {(field) => (
            <Input
              {...field}
              type="date"
              min={today}
              value={effectiveFrom}
              onChange={(event) => setEffectiveFrom(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {create.isError ? <Alert variant="destructive">{create.error.message}</Alert> : null}
      <SubmitButton pending={create.isPending} pendingLabel="Enregistrement…" className="w-fit">
        Enregistrer les tarifs
      </SubmitButton>
    </form>
  );
};
