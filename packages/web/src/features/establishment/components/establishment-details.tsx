import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ESTABLISHMENT_MESSAGES } from '../establishment-messages';

/** The establishment as users and viewers see it: the same facts as the manager's form, read-only. */
export const EstablishmentDetails = ({ establishment }: { establishment: EstablishmentView }) => {
  const rows = [
    ["Nom de l'établissement", establishment.name],
    ['SIRET', establishment.siret],
    [
      'Adresse de facturation',
      `${establishment.billing_street_address}, ${establishment.billing_postal_code} ${establishment.billing_city}`,
    ],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Informations de l'établissement</CardTitle>
        <CardDescription>{ESTABLISHMENT_MESSAGES.readOnly}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};
