import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';

export const HOME_QUERY_KEY = ['scout', 'home'] as const;

/** The dashboard's answer; refetched when the screen is opened again. */
export function useHome() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: HOME_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getHome(signal), refetchOnMount: 'always' });
}
