import type { EinvoicingConnectionTestJson } from '@conque/domain/einvoicing/api-types';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';

/** POST /api/einvoicing/test-connection: both services' healthcheck and credentials (decision 140). */
export const useTestEinvoicingConnection = () =>
  useMutation({
    mutationFn: () => api<EinvoicingConnectionTestJson>('/einvoicing/test-connection', { method: 'POST' }),
    meta: {
      errorMessage: (error: Error) =>
        isClientError(error) ? error.message : 'Impossible de tester la connexion',
    },
  });
