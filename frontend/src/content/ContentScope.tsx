import type { ReactNode } from 'react';
import { DataProviderContext, type DataProvider, type GetListResult, type RaRecord } from 'react-admin';
import type { ContentView } from '@scout/contracts/content/responses';
import { dataProvider, type ScoutDataProvider } from '../shell/dataProvider';
import { contentApi, type ContentMethods } from './contentApi';
import { storiesApi, type StoriesMethods } from './storiesApi';

export const CONTENTS_RESOURCE = 'contents';

/** A content item as a react-admin record: the item with `id` copied from `_id`. */
export interface ContentRecord extends ContentView {
  id: string;
}

export const toContentRecord = (content: ContentView): ContentRecord => ({ ...content, id: content._id });

export type ContentDataProvider = ScoutDataProvider & ContentMethods & StoriesMethods;

/**
 * The shell's data provider plus the content and story calls: `getList('contents')` reads `GET /customer/contents`
 * and the content commands are typed methods. Everything else goes to the shell's provider unchanged.
 */
const contentDataProvider: ContentDataProvider = {
  ...dataProvider,
  ...contentApi,
  ...storiesApi,
  async getList<R extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]): Promise<GetListResult<R>> {
    if (resource !== CONTENTS_RESOURCE) return dataProvider.getList<R>(resource, params);
    const answer = await contentApi.getContents(params, params.signal);
    return {
      data: answer.contents.map((content) => toContentRecord(content) as unknown as R),
      total: answer.totalCount,
      pageInfo: { hasNextPage: answer.currentPage < answer.totalPages, hasPreviousPage: answer.currentPage > 1 },
    };
  },
};

/**
 * The content screens run inside this scope, so react-admin's list, its error handling (toast,
 * logout on 401/403) and `useDataProvider<ContentDataProvider>()` reach the content calls.
 */
export function ContentScope({ children }: { children: ReactNode }) {
  return <DataProviderContext.Provider value={contentDataProvider}>{children}</DataProviderContext.Provider>;
}
