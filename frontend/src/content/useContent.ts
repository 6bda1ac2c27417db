import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ContentRefreshOutcome } from '@scout/contracts/content/answers';
import { useCommand } from '../platform/useCommand';
import { useNotifyError } from '../platform/useNotifyError';
import type { ContentHint } from './contentApi';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { CONTENTS_RESOURCE } from './contentsResource';
import { STORIES_RESOURCE } from '@scout/contracts/content/stories';

/** The content page's item; the list's queries start with the resource name. */
export const CONTENT_KEY = ['scout', 'content'] as const;
/** Under CONTENT_KEY, so every content command refetches the open stories grids too. */
export const STORIES_KEY = [...CONTENT_KEY, 'stories'] as const;

export function useContentItem(id: string, hint: ContentHint | null) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: [...CONTENT_KEY, id],
    queryFn: ({ signal }) => dataProvider.getContent(id, hint, signal),
    retry: false,
  });
}

/**
 * One content command (the shell's useCommand); afterwards the content list, the Stories screen
 * and the open content page are refetched.
 */
export function useContentCommand<V, R = unknown>(run: (dataProvider: ScoutDataProvider, variables: V) => Promise<R>, success?: string) {
  return useCommand((dataProvider, variables: V) => run(dataProvider, variables), {
    refetch: [CONTENT_KEY, [CONTENTS_RESOURCE], [STORIES_RESOURCE]],
    success,
  });
}

const REFRESH_TOASTS: Record<ContentRefreshOutcome, { message: string; type: 'success' | 'warning' }> = {
  refreshed: { message: 'scout.content.refreshed', type: 'success' },
  unknown: { message: 'scout.content.refreshUnknown', type: 'warning' },
  provider_error: { message: 'scout.content.refreshFailed', type: 'warning' },
};

/**
 * "Refresh counts" of the content page: the answer's item replaces the page's before the toast, so
 * "Counts refreshed" shows only with the new timestamp on screen; a platform that did not answer
 * says so instead. The content list refetches.
 */
export function useContentRefresh(id: string) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useMutation({
    mutationFn: () => dataProvider.refreshContent(id),
    onSuccess: ({ content, outcome }) => {
      queryClient.setQueryData([...CONTENT_KEY, id], content);
      void queryClient.invalidateQueries({ queryKey: [CONTENTS_RESOURCE] });
      const toast = REFRESH_TOASTS[outcome];
      notify(toast.message, { type: toast.type });
    },
    onError: notifyError,
  });
}
