import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ScoutDataProvider } from '../../shell/dataProvider';
import { useCommand } from '../../platform/useCommand';

export const PROFILE_PAGE_KEY = ['scout', 'profilePage'] as const;

/** The saved profile behind `/profile/:slug` with its analytics. */
export function useProfilePage(slug: string) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: [...PROFILE_PAGE_KEY, slug],
    queryFn: ({ signal }) => dataProvider.getProfileBySlug(slug, signal),
    retry: false,
  });
}

/** One profile command; afterwards every open profile page and the profile list are refetched. */
export function useProfileCommand<V, R = unknown>(run: (dataProvider: ScoutDataProvider, variables: V) => Promise<R>, success?: string) {
  return useCommand(run, { refetch: [PROFILE_PAGE_KEY, ['profiles']], success });
}
