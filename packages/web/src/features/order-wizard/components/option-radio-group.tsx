import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';

export type RadioChoice = { value: string; label: string; description?: string; disabled?: boolean };

type OptionRadioGroupProps = {
  /** Visible title of the group, also its accessible name. */
  label: string;
  choices: readonly RadioChoice[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  invalid?: boolean;
  className?: string;
  /** Hide the title visually (the surrounding heading already says it); it stays the group's name. */
  hideLabel?: boolean;
};

/** A titled radio group of catalogue choices; disabled choices stay visible (spec 001 §3). */
export const OptionRadioGroup = ({
  label,
  choices,
  value,
  onChange,
  invalid,
  className,
  hideLabel,
}: OptionRadioGroupProps) => {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <p id={`${id}-label`} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        value={value ?? ''}
        onValueChange={onChange}
      >
        {choices.map((choice) => (
          <div key={choice.value} className="flex items-start gap-2">
            <RadioGroupItem
              id={`${id}-${choice.value}`}
              value={choice.value}
              disabled={choice.disabled}
              aria-describedby={choice.description ? `${id}-${choice.value}-desc` : undefined}
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <Label
                htmlFor={`${id}-${choice.value}`}
                className={cn(
                  'cursor-pointer font-normal',
                  choice.disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                {choice.label}
              </Label>
              {choice.description ? (
                <span id={`${id}-${choice.value}-desc`} className="text-xs text-muted-foreground">
                  {choice.description}
                </span>
              ) : null}
            </div>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
};
