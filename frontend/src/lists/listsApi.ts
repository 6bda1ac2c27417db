import type { ListsResponse, SharedListResponse } from '@scout/contracts/lists/responses';
import type { AddListItemRequest, RenameListItemRequest } from '@scout/contracts/lists/requests';
import type { ProfileListResponse } from '@scout/contracts/profiles/responses';
import { toQueryString } from '../platform/queryString';
import { httpClient } from '../platform/httpClient';

export const SHARED_LIST_PAGE_SIZE = 50;
export type SharedListPage = SharedListResponse & Pick<ProfileListResponse, 'currentPage' | 'totalPages' | 'totalProfiles'>;

/**
 * The lists commands and reads, one typed data-provider method each. Lists are named by their
 * name (compared case-insensitively by the server); the command answers are not used, the screens
 * refetch the lists.
 */
export const listsApi = {
  /** Every list of the organisation with its profile count. */
  getLists: (signal?: AbortSignal) => httpClient<ListsResponse>('/customer/listwithCount', { signal }).then(({ lists }) => lists),
  /** The lists one profile is in. */
  getListsOfProfile: (profileId: string, signal?: AbortSignal) =>
    httpClient<ListsResponse>(`/customer/profile-lists${toQueryString({ profileId })}`, { signal }).then(({ lists }) => lists),
  /** Saved profiles into lists; lists that do not exist yet are created. */
  addToLists: (request: AddListItemRequest) =>
    httpClient<unknown>('/customer/addListItem', { method: 'PUT', body: request }).then(() => undefined),
  removeFromList: (listName: string, profileId: string) =>
    httpClient<unknown>('/customer/removeListItem', { method: 'PUT', body: { listName, item: profileId } }).then(() => undefined),
  /** Deletes the list itself (its profiles stay saved). */
  deleteList: (listName: string) =>
    httpClient<unknown>('/customer/removeListItem', { method: 'PUT', body: { listName } }).then(() => undefined),
  renameList: (oldName: string, newName: string) => {
    const body: RenameListItemRequest = { oldListItem: oldName, newListItem: newName, listName: 'profiles' };
    return httpClient<unknown>('/customer/renameListItem', { method: 'PUT', body }).then(() => undefined);
  },
  /** Turns the list's public link on or off. */
  setListShared: (listName: string, shared: boolean) =>
    httpClient<unknown>('/customer/share-profile-list', { method: 'PUT', body: { group: listName, disableShare: !shared } }).then(
      () => undefined,
    ),
};

export type ListsMethods = typeof listsApi;

/** `GET /misc/socialProfile/shared/{shareId}`: one page of a shared list's profiles with the list's name, without login. */
export function fetchSharedList(shareId: string, page: number, signal?: AbortSignal): Promise<SharedListPage> {
  return httpClient<SharedListPage>(
    `/misc/socialProfile/shared/${encodeURIComponent(shareId)}${toQueryString({ page, limit: SHARED_LIST_PAGE_SIZE })}`,
    { signal },
  );
}
