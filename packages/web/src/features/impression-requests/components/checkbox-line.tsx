import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** A checkbox and its label (and a line under it), long texts wrapping beside the box. */
export const CheckboxLine = ({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <div className="flex items-start gap-2">
    <Checkbox
      id={id}
      className="mt-0.5"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(state) => onChange(state === true)}
    />
    <Label htmlFor={id} className="grid gap-0.5 font-normal leading-snug [overflow-wrap:anywhere]">
      {label}
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </Label>
  </div>
);
