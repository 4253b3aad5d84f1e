import { prescriberNumberField } from '@conque/domain/orders/prescriber';
import { type FormEvent, useState } from 'react';
import type { Profile } from '@/api/profile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useUpdatePrescriberNumber } from '../api/update-prescriber-number';

/**
 * « Numéro RPPS ou ADELI » (decision 144): optional; the order wizard offers it, with the person's
 * name, as the prescriber the statement for custom-made devices names.
 */
export const PrescriberNumberCard = ({ profile }: { profile: Profile }) => {
  const [number, setNumber] = useState(profile.prescriber_number ?? '');
  const [error, setError] = useState<string>();
  const save = useUpdatePrescriberNumber();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = prescriberNumberField.safeParse(number);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(number, { onSuccess: () => toast.success('Numéro RPPS ou ADELI enregistré') });
  };

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Prescription</CardTitle>
        <CardDescription>
          Proposé dans chaque nouvelle commande comme prescripteur de l’embout sur mesure.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <FormField
            label="Numéro RPPS ou ADELI"
            hint="RPPS : 11 chiffres. ADELI : 9 caractères."
            error={error}
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                // Text, not a keypad: an ADELI number in Corsica begins with 2A or 2B.
                autoCapitalize="characters"
                spellCheck={false}
                value={number}
                onChange={(event) => setNumber(event.target.value)}
              />
            )}
          </FormField>
          <div>
            <SubmitButton pending={save.isPending} pendingLabel="Enregistrement…">
              Enregistrer le numéro
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
