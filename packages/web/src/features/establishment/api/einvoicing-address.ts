import type { OwnDirectoryJson } from '@conque/domain/einvoicing/directory-types';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const OWN_ADDRESS_LOAD_FAILED = 'Impossible de charger l’adresse de facturation électronique';

/** GET /api/establishment/einvoicing-address: which platform receives its invoices (decision 145). */
export const useOwnEinvoicingAddress = () =>
  useQuery({
    queryKey: queryKeys.einvoicing.ownAddress,
    queryFn: ({ signal }) => api<OwnDirectoryJson>('/establishment/einvoicing-address', { signal }),
    meta: { errorMessage: OWN_ADDRESS_LOAD_FAILED },
  });
