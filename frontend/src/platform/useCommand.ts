import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useNotifyError } from './useNotifyError';

interface CommandOptions {
  /** Queries to refetch once the command succeeded (prefixes). */
  refetch: QueryKey[];
  /** Translation key of the success toast; none when omitted. */
  success?: string;
}

/**
 * A command sent through one typed data-provider method with useMutation: afterwards the named
 * queries are refetched and the success toast shown; errors go to the shell's error handling
 * (toast, 423 upgrade popup, …).
 */
export function useCommand<V, R = unknown>(
  run: (dataProvider: ScoutDataProvider, variables: V) => Promise<R>,
  { refetch, success }: CommandOptions,
) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useMutation({
    mutationFn: (variables: V) => run(dataProvider, variables),
    onSuccess: async () => {
      await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (success) notify(success, { type: 'success' });
    },
    onError: notifyError,
  });
}
