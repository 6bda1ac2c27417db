import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useCommand } from '../platform/useCommand';
import type { ContentHint } from './contentApi';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { CONTENTS_RESOURCE } from './contentsResource';

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
 * One content command (the shell's useCommand); afterwards the content list and the open content
 * page are refetched.
 */
export function useContentCommand<V, R = unknown>(run: (dataProvider: ScoutDataProvider, variables: V) => Promise<R>, success?: string) {
  return useCommand((dataProvider, variables: V) => run(dataProvider, variables), { refetch: [CONTENT_KEY, [CONTENTS_RESOURCE]], success });
}
