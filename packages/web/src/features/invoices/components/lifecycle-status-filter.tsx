import { LIFECYCLE_STATUS_CODES, LIFECYCLE_STATUSES } from '@conque/domain/einvoicing/lifecycle-statuses';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

const ALL = 'all';

/** Decision 147: the invoices list's filter by lifecycle status, beside the search box. */
export const LifecycleStatusFilter = ({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (status: number | undefined) => void;
}) => {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Statut plateforme</Label>
      <NativeSelect
        id={id}
        value={value === undefined ? ALL : String(value)}
        onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
      >
        <option value={ALL}>Tous les statuts</option>
        {LIFECYCLE_STATUS_CODES.map((code) => (
          <option key={code} value={code}>
            {LIFECYCLE_STATUSES[code].label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
};
