import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { LISTS_KEY } from '../lists/useLists';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { pollUntil } from '../platform/polling';
import type { ImportProgress } from './types';

/** Every status but `running` is final. */
export const isFinished = (progress: ImportProgress | undefined) => progress !== undefined && progress.status !== 'running';

/** Polls an import's progress until it is finished; then the profile list and the lists are refetched. */
export function useImportProgress(started: ImportProgress | null) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['scout', 'import', started?._id],
    queryFn: ({ signal }) => dataProvider.getImport(started?._id ?? '', signal),
    enabled: started !== null,
    initialData: started ?? undefined,
    refetchInterval: (current) => pollUntil(isFinished(current.state.data)),
  });
  const finished = isFinished(query.data);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    void queryClient.invalidateQueries({ queryKey: LISTS_KEY });
  }, [finished, queryClient]);
  return query.data;
}
