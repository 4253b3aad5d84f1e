import {
  ADDITIONAL_OPTIONS,
  ADDITIONAL_OPTIONS_TITLE,
  SPECIAL_MARKING_LABEL,
  SPECIAL_MARKING_MAX_LENGTH,
} from '@conque/domain/catalogue/additional-options';
import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { AdditionalOptions } from '@conque/domain/orders/ear-schemas';
import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import type { EarPatch } from '@conque/domain/orders/wizard-transitions';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EarColumns } from './ear-columns';

type ExtrasPanelProps = {
  details: OrderDetails;
  onEarChange: (side: EarSide, patch: EarPatch) => void;
};

/** Spec 001 §3 additionalOptions (colour marks, extraction string) and the special marking (max 7). */
export const ExtrasPanel = ({ details, onEarChange }: ExtrasPanelProps) => {
  const id = useId();
  return (
    <EarColumns details={details}>
      {(side, ear) => {
        const additional = (ear.additionalOptions ?? {}) as AdditionalOptions;
        const marking = typeof ear.specialMarking === 'string' ? ear.specialMarking : '';
        return (
          <>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">{ADDITIONAL_OPTIONS_TITLE}</legend>
              {ADDITIONAL_OPTIONS.map((option) => {
                const checkboxId = `${id}-${side}-${option.key}`;
                return (
                  <div key={option.key} className="flex items-center gap-2">
                    <Checkbox
                      id={checkboxId}
                      checked={additional[option.key] === true}
                      onCheckedChange={(checked) =>
                        onEarChange(side, {
                          additionalOptions: { ...additional, [option.key]: checked === true },
                        } as EarPatch)
                      }
                    />
                    <Label htmlFor={checkboxId} className="cursor-pointer font-normal">
                      {option.label}
                    </Label>
                  </div>
                );
              })}
            </fieldset>
            <FormField
              label={SPECIAL_MARKING_LABEL}
              hint={`${SPECIAL_MARKING_MAX_LENGTH} caractères au maximum`}
              error={
                marking.trim().length > SPECIAL_MARKING_MAX_LENGTH
                  ? ORDER_MESSAGES.specialMarkingTooLong
                  : undefined
              }
            >
              {(field) => (
                <Input
                  {...field}
                  maxLength={SPECIAL_MARKING_MAX_LENGTH}
                  value={marking}
                  onChange={(event) =>
                    onEarChange(side, {
                      specialMarking: event.target.value === '' ? undefined : event.target.value,
                    } as EarPatch)
                  }
                />
              )}
            </FormField>
          </>
        );
      }}
    </EarColumns>
  );
};
