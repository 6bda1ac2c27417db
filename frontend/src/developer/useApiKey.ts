import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { withoutSecret } from './apiKeyText';
import type { ApiKey } from './types';

export const API_KEY_QUERY_KEY = ['scout', 'apiKey'] as const;

/** The organisation's listed key (null: none); only asked for when the user may manage keys. */
export function useApiKey(enabled: boolean) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: API_KEY_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getApiKey(signal),
    enabled,
    retry: false,
  });
}

/** Creates a key (revoking the old one); the listed key becomes the new one's prefix. */
export function useCreateApiKey() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.createApiKey(),
    onSuccess: (created) => queryClient.setQueryData<ApiKey | null>(API_KEY_QUERY_KEY, withoutSecret(created)),
  });
}

export function useRevokeApiKey() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.revokeApiKey(),
    onSuccess: () => queryClient.setQueryData<ApiKey | null>(API_KEY_QUERY_KEY, null),
  });
}
