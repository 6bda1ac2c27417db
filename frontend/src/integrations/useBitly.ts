import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';

export const BITLY_KEY = ['scout', 'bitly'] as const;

/** Whether the organisation connected Bitly (links are shortened then). */
export function useBitlyConnection() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: BITLY_KEY, queryFn: ({ signal }) => dataProvider.getBitlyConnection(signal), retry: false });
}
