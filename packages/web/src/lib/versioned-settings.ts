import type { CreatedVersion } from '@conque/domain/shared/versioned-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * An endpoint of what the lab edits in versions (the price list, the planning): GET answers the
 * value in force and every version, POST adds one (domain/shared/versioned-settings.ts).
 */
export type VersionedSettingsEndpoint = {
  path: string;
  /** `versions` is GET's key; everything under `all` depends on the value in force. */
  keys: { all: readonly unknown[]; versions: readonly unknown[] };
  /** The toast and the page's alert when GET fails. */
  loadFailed: string;
};

export const versionedSettingsQuery = <View>(endpoint: VersionedSettingsEndpoint) =>
  queryOptions({
    queryKey: endpoint.keys.versions,
    queryFn: ({ signal }) => api<View>(endpoint.path, { signal }),
    meta: { errorMessage: endpoint.loadFailed },
  });

export const useVersionedSettings = <View>(endpoint: VersionedSettingsEndpoint) =>
  useQuery(versionedSettingsQuery<View>(endpoint));

/** POST a new version; what the value in force feeds is read again. */
export const useCreateSettingsVersion = <NewVersion>(endpoint: VersionedSettingsEndpoint) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewVersion) => api<CreatedVersion>(endpoint.path, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpoint.keys.all }),
  });
};
