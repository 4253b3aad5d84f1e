import {
  formatVentDimension,
  isPresetVentDimension,
  isValidCustomVentDimension,
  parseVentDimension,
  VENT_DIMENSIONS_MM,
} from '@conque/domain/catalogue/vents';
import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

const CUSTOM = 'custom';

type VentDimensionFieldProps = {
  value: number | undefined;
  onChange: (mm: number | undefined) => void;
};

/** Spec 001 §3: a preset diameter, or a custom value above 0,8 mm typed in mm ("1,3" or "1.3"). */
export const VentDimensionField = ({ value, onChange }: VentDimensionFieldProps) => {
  const storedCustom = value !== undefined && !isPresetVentDimension(value);
  const [customMode, setCustomMode] = useState(storedCustom);
  const [text, setText] = useState(storedCustom ? String(value).replace('.', ',') : '');
  const selectValue = customMode ? CUSTOM : value === undefined ? '' : String(value);
  const typed = parseVentDimension(text);
  const error =
    customMode && text.trim() !== '' && !isValidCustomVentDimension(typed)
      ? ORDER_MESSAGES.ventDimensionInvalid
      : undefined;

  return (
    <div className="grid gap-3">
      <FormField label="Dimension de l'évent">
        {(field) => (
          <NativeSelect
            {...field}
            value={selectValue}
            onChange={(event) => {
              const next = event.target.value;
              if (next === CUSTOM) {
                setCustomMode(true);
                onChange(isValidCustomVentDimension(typed) ? typed : undefined);
              } else {
                setCustomMode(false);
                onChange(next === '' ? undefined : Number(next));
              }
            }}
          >
            <option value="" disabled>
              Sélectionnez une dimension
            </option>
            {VENT_DIMENSIONS_MM.map((mm) => (
              <option key={mm} value={String(mm)}>
                {formatVentDimension(mm)}
              </option>
            ))}
            <option value={CUSTOM}>Autre dimension</option>
          </NativeSelect>
        )}
      </FormField>
      {customMode ? (
        <FormField label="Dimension personnalisée (mm)" error={error}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="1,3"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                const mm = parseVentDimension(event.target.value);
                onChange(isValidCustomVentDimension(mm) ? mm : undefined);
              }}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
};
