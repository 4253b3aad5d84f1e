import type { OrderView } from '@conque/domain/orders/api-types';
import { deviceStatementFieldsSchema } from '@conque/domain/orders/device-statement';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useUpdateStatementFields } from '../api/update-statement-fields';

/** The préparateur's two fields of the statement, before shipment (decision 144). */
export const StatementFieldsForm = ({ order }: { order: OrderView }) => {
  const [lot, setLot] = useState(order.lot_number);
  const [unmet, setUnmet] = useState(order.unmet_requirements);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateStatementFields(order.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deviceStatementFieldsSchema.safeParse({ lot_number: lot, unmet_requirements: unmet });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Informations de la déclaration enregistrées'),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Informations de la déclaration">
      <FormField
        label="Numéro de lot"
        hint="Facultatif : imprimé sur la déclaration."
        error={errors.lot_number}
      >
        {(field) => <Input {...field} value={lot} onChange={(event) => setLot(event.target.value)} />}
      </FormField>
      <FormField
        label="Exigences non entièrement respectées et justification"
        hint="À remplir seulement si l’embout ne satisfait pas entièrement à une exigence de l’annexe I."
        error={errors.unmet_requirements}
      >
        {(field) => (
          <Textarea {...field} rows={3} value={unmet} onChange={(event) => setUnmet(event.target.value)} />
        )}
      </FormField>
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
          Enregistrer les informations
        </SubmitButton>
      </div>
    </form>
  );
};
