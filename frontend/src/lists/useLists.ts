import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useCommand } from '../platform/useCommand';

export const LISTS_KEY = ['scout', 'lists'] as const;

export function useLists() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: LISTS_KEY, queryFn: ({ signal }) => dataProvider.getLists(signal) });
}

export function useListsOfProfile(profileId: string) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: [...LISTS_KEY, 'of', profileId],
    queryFn: ({ signal }) => dataProvider.getListsOfProfile(profileId, signal),
  });
}

/** One lists command; afterwards the lists (the Resource's and the pickers'), and the profile list (its list filter and counts) are refetched. */
export function useListsCommand<V>(run: (dataProvider: ScoutDataProvider, variables: V) => Promise<unknown>, success?: string) {
  return useCommand(run, { refetch: [LISTS_KEY, ['lists'], ['profiles']], success });
}
