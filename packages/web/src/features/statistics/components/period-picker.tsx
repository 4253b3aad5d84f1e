import { STATISTICS_PERIODS, type StatisticsPeriod } from '@conque/domain/statistics/statistics';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** 3, 6, 12 or 24 months. */
export const PeriodPicker = ({
  value,
  onChange,
}: {
  value: StatisticsPeriod;
  onChange: (value: StatisticsPeriod) => void;
}) => {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Période</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as StatisticsPeriod)}
      >
        {STATISTICS_PERIODS.map((months) => (
          <option key={months} value={months}>
            {months} derniers mois
          </option>
        ))}
      </NativeSelect>
    </div>
  );
};
