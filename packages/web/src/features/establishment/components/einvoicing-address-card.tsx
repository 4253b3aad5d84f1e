import { DIRECTORY_MESSAGES } from '@conque/domain/einvoicing/directory-types';
import { ReceiptTextIcon } from 'lucide-react';
import { EinvoicingAddress } from '@/components/einvoicing-address';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useOwnEinvoicingAddress } from '../api/einvoicing-address';

/**
 * Decision 145, « Mon établissement » for its manager: the platform that receives the
 * establishment's invoices and its e-invoicing address, as the directory gives them. Nothing while
 * the lab's e-invoicing is off.
 */
export const EinvoicingAddressCard = () => {
  const own = useOwnEinvoicingAddress();
  const entry = own.data?.enabled ? own.data.establishment : null;
  if (!entry) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-start gap-2">
          <ReceiptTextIcon aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
          Réception des factures électroniques
        </CardTitle>
        <CardDescription>
          {entry.line
            ? 'Les factures du laboratoire sont transmises à cette adresse, sur la plateforme qui la gère, d’après l’annuaire de la facturation électronique.'
            : `${DIRECTORY_MESSAGES.none} : les factures du laboratoire vous sont envoyées par e-mail. Choisissez une plateforme agréée et faites-y inscrire votre établissement pour les recevoir électroniquement.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <EinvoicingAddress entry={entry} />
      </CardContent>
    </Card>
  );
};
