import type { ListView } from '@scout/contracts/lists/responses';
import type { ResourceMethods } from '../platform/resourceMethods';
import { listsApi } from './listsApi';

/** A list as a react-admin record: the list with `id` copied from `_id`. */
export interface ListRecord extends ListView {
  id: string;
}

/**
 * `lists`: the list is read by ra-data-simple-rest from `GET /customer/resources/lists` (`q` on the
 * name, `shared`; sort by name, count or dates). The API names lists by name: delete and deleteMany
 * read the lists to find the names of the ids, then delete each by name.
 */
export const listsResource: ResourceMethods<ListRecord> = {
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
