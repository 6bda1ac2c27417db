import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';

export const ME_QUERY_KEY = ['scout', 'me'] as const;

/** The signed-in user and organisation, fresh from `GET /customer/account/me`. */
export function useMe(enabled = true) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getMe(signal), enabled });
}
