import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';

export const HOME_QUERY_KEY = ['scout', 'home'] as const;

/**
 * The dashboard's answer; refetched when the screen is opened again. Guests see only what is
 * shared with them, so they do not ask for the organisation's home (the server answers 403).
 */
export function useHome() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const { permissions, isPending } = usePermissions<string>();
  const enabled = !isPending && permissions !== 'guest';
  const query = useQuery({
    queryKey: HOME_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getHome(signal),
    refetchOnMount: 'always',
    enabled,
  });
  return { ...query, forGuest: !isPending && permissions === 'guest' };
}
