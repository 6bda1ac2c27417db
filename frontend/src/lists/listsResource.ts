import type { ListView } from '@scout/contracts/lists/responses';
import { containsText, localList } from '../platform/localList';
import type { ResourceMethods } from '../platform/resourceMethods';
import { listsApi } from './listsApi';

/** A list as a react-admin record: the list with `id` copied from `_id`. */
export interface ListRecord extends ListView {
  id: string;
}

const toListRecord = (list: ListView): ListRecord => ({ ...list, id: list._id });

/**
 * `lists`: `GET /customer/listwithCount` answers every list at once, so getList filters (`q` on
 * the name, `shared`), sorts and pages in memory. The API names lists by name: delete and
 * deleteMany read the lists to find the names of the ids, then delete each by name.
 */
export const listsResource: ResourceMethods<ListRecord> = {
  async getList(params) {
    const lists = (await listsApi.getLists(params.signal)).map(toListRecord);
    return localList(lists, params, {
      filters: {
        q: (list, value) => containsText(list.name, value),
        shared: (list, value) => (list.shareId !== null) === value,
      },
      sortBy: {
        name: (list) => list.name,
        count: (list) => list.count,
        createdAt: (list) => list.createdAt,
        updatedAt: (list) => list.updatedAt,
      },
    });
  },
  async delete(id, previous) {
    await listsResource.deleteMany!(previous ? [previous.id] : [id]);
  },
  async deleteMany(ids) {
    const names = new Map((await listsApi.getLists()).map((list) => [list._id, list.name]));
    for (const id of ids) {
      const name = names.get(String(id));
      if (name !== undefined) await listsApi.deleteList(name);
    }
  },
};
