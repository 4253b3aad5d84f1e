import type { OrganisationView } from '@conque/domain/organisation/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/organisation: the identity the server's PDFs and mails print (docs/design.md §5.1), no sign-in.
 */
export const getOrganisation = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<OrganisationView>('/organisation', { signal, auth: false });

// The identity changes only with the server's configuration, that is with a restart: read once per
// visit. Public, so asked without the session's token (a stale one cannot end the session here).
export const organisationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.organisation,
    queryFn: ({ signal }) => getOrganisation({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The contact page, the dashboard header's help line and a pickup order's pickup place. */
export const useOrganisation = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...organisationQueryOptions(), enabled });
