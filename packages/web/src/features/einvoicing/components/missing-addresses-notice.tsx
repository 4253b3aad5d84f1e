import { DIRECTORY_MESSAGES } from '@conque/domain/einvoicing/directory-types';
import { CircleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useEinvoicingDirectory } from '@/api/einvoicing-directory';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/**
 * Decision 145, before the month's run: the establishments the directory gives no e-invoicing
 * address for. Their invoices are still issued and mailed; they are not transmitted to the platform.
 * Nothing with e-invoicing off, or when every establishment has its address.
 */
export const MissingAddressesNotice = () => {
  const directory = useEinvoicingDirectory();
  if (!directory.data?.enabled) return null;
  const missing = directory.data.establishments.filter((entry) => entry.line === null);
  if (missing.length === 0) return null;
  return (
    <Alert variant="destructive" className="mb-6">
      <CircleAlertIcon aria-hidden className="mt-0.5" />
      <div className="grid gap-2">
        <p className="font-medium">
          {missing.length === 1
            ? '1 établissement sans adresse de facturation électronique : ses factures ne seront pas transmises à la plateforme.'
            : `${missing.length} établissements sans adresse de facturation électronique : leurs factures ne seront pas transmises à la plateforme.`}
        </p>
        <p>{DIRECTORY_MESSAGES.notTransmitted}</p>
        <ul className="list-disc pl-5">
          {missing.map((entry) => (
            <li key={entry.establishment_id}>
              {entry.establishment_name} (SIRET {entry.siret}) —{' '}
              {entry.status === 'none' ? DIRECTORY_MESSAGES.none : DIRECTORY_MESSAGES.unknown}
            </li>
          ))}
        </ul>
        <Link to={paths.einvoicing} className="w-fit font-medium underline underline-offset-4">
          Voir les adresses sur la page Facturation électronique
        </Link>
      </div>
    </Alert>
  );
};
